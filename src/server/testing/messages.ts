/** Test helpers for the outbox: a student with contacts, and messages written as a change would. */
import type { EnqueueRequest } from '../features/messages/outbox.queries.ts';
import { enqueueMessage } from '../features/messages/outbox.queries.ts';
import type { SignedIn } from './sign-in.ts';
import { call, newStudent } from './students.ts';
import type { TestApp } from './test-app.ts';

export const consented = { date: '2026-11-20', method: '서면' } as const;

/** Registers a student of `teacher` with the contacts given; answers the student's id. */
export async function studentWithContacts(
  t: TestApp,
  teacher: SignedIn,
  name: string,
  contacts: object[],
): Promise<number> {
  const id = await newStudent(t.app, teacher, { name });
  for (const contact of contacts) {
    const added = await call(
      t.app,
      teacher,
      'POST',
      `/api/member/${encodeURIComponent(name)}/contacts`,
      contact,
    );
    if (added.statusCode !== 201) throw new Error(`contact not added: ${added.body}`);
  }
  return id;
}

/** A payment's receipt message for the student, keyed by `key`, at the app's clock. */
export async function enqueuePayment(
  t: TestApp,
  studentId: number,
  key: string,
  extra: Partial<EnqueueRequest> = {},
) {
  return enqueueMessage(t.db, {
    event: 'payment-received',
    studentId,
    variables: { 이름: '김민지', 금액: '200,000원', 횟수: '4', 영수증: 'https://studio.example/r/1' },
    sourceKey: key,
    now: t.clock.now(),
    ...extra,
  });
}
