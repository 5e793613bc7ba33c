/** Test helpers for the outbox: a student with contacts, and messages written as a change would. */
import type { EnqueueRequest } from '../features/messages/outbox.queries.ts';
import { enqueueMessage } from '../features/messages/outbox.queries.ts';
import { type SignedIn, signIn } from './sign-in.ts';
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

/** Every message in the outbox, oldest first. */
export function outboxRows(db: TestApp['db']) {
  return db.selectFrom('message_outbox').selectAll().orderBy('id').execute();
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

/**
 * The owner, a teacher with 김민지 (her mother consented, 010-1111-0001) and another teacher with
 * 박서준 (his father consented, 010-2222-0001): the students' ids.
 */
export async function twoTeachersStudents(t: TestApp) {
  const owner = await signIn(t.app, 'owner');
  const teacher = await signIn(t.app, 'teacher');
  const other = await signIn(t.app, 'teacher');
  const mine = await studentWithContacts(t, teacher, '김민지', [
    { name: '김엄마', relation: '어머니', phone: '010-1111-0001', informational: consented },
  ]);
  const theirs = await studentWithContacts(t, other, '박서준', [
    { name: '박아빠', relation: '아버지', phone: '010-2222-0001', informational: consented },
  ]);
  return { owner, teacher, other, mine, theirs };
}

/** A family's sign-in code to `phone`, as the family sign-in writes it. */
export function enqueueFamilyCode(
  db: TestApp['db'],
  phone: string,
  code: string,
  now: Date,
  extra: Partial<EnqueueRequest> = {},
) {
  return enqueueMessage(db, {
    event: 'family-code',
    studentId: null,
    variables: { 인증번호: code },
    sourceKey: `code:${code}`,
    to: { phone },
    now,
    ...extra,
  });
}
