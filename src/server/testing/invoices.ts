/** Data the bill tests make for themselves, one test at a time. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type SignedIn, signIn } from './sign-in.ts';
import { call } from './students.ts';

let students = 0;
const owners = new WeakMap<FastifyInstance, Promise<SignedIn>>();

/** The studio's one owner on `app`, signed in once. */
export function ownerOf(app: FastifyInstance): Promise<SignedIn> {
  let owner = owners.get(app);
  if (!owner) {
    owner = signIn(app, 'owner');
    owners.set(app, owner);
  }
  return owner;
}

/** A teacher of the test's own with one student, who has paid a package of 4 lessons for 240,000원. */
export async function teacherWithStudent(app: FastifyInstance, paid = true) {
  const teacher = await signIn(app, 'teacher');
  const student = await studentOf(app, teacher, paid);
  return { teacher, student };
}

export async function studentOf(app: FastifyInstance, teacher: SignedIn, paid = true) {
  students += 1;
  const name = `청구학생${String(students).padStart(3, '0')}`;
  const made = await call(app, teacher, 'POST', '/api/member', { name, phone: '010-2000-0000' });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().student.id as number;
  if (paid) {
    const charged = await call(app, teacher, 'PUT', `/api/member/charge/${encodeURIComponent(name)}`, {
      pay: 240_000,
      lesson: 4,
      method: '카드',
    });
    expect(charged.statusCode, charged.body).toBe(200);
  }
  return { id, name };
}

/** A bill made through the API; its id and pay link's token. */
export async function billFor(
  app: FastifyInstance,
  who: SignedIn,
  studentId: number,
  body: Record<string, unknown> = {},
): Promise<{ id: number; token: string }> {
  const made = await call(app, who, 'POST', '/api/invoices', {
    studentId,
    amount: 240_000,
    lessons: 4,
    dueDate: '2026-12-10',
    ...body,
  });
  expect(made.statusCode, made.body).toBe(201);
  const { id, url } = made.json() as { id: number; url: string };
  return { id, token: url.slice(url.lastIndexOf('/') + 1) };
}
