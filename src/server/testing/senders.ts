/**
 * What the sender tests share: 김민지 and her mother, an app sending through the settings given,
 * an SMTP server that keeps what arrives, and the outbox row a message left.
 */
import { afterEach } from 'vitest';
import { consented, studentWithContacts } from './messages.ts';
import { type SignedIn, signIn } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const SENDERS_NOW = '2026-11-25T10:00:00+09:00';

/** The teacher's student 김민지, whose one contact is her mother at 010-1111-0001 (and mom@example.com). */
export function studentWithMother(t: TestApp, teacher: SignedIn, { email = false } = {}): Promise<number> {
  return studentWithContacts(t, teacher, '김민지', [
    {
      name: '김엄마',
      relation: '어머니',
      phone: '010-1111-0001',
      ...(email ? { email: 'mom@example.com' } : {}),
      informational: consented,
    },
  ]);
}

/** An app with exactly `env` for its senders, and a teacher's 김민지 with her mother. */
export async function senderApp(env: Record<string, string> = {}, { email = false } = {}) {
  const t = await createTestApp({ now: SENDERS_NOW, env });
  const teacher = await signIn(t.app, 'teacher');
  return { t, teacher, studentId: await studentWithMother(t, teacher, { email }) };
}

/** The outbox row of a written message. */
export function outboxRow(t: TestApp, id: number) {
  return t.db.selectFrom('message_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * What a test opens and must close after it, however it ends: `later(close)` for each, closed in
 * the reverse order after each test of the file.
 */
export type Later = (close: () => Promise<unknown>) => void;

export function closedAfterEach(): Later {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (closers.length > 0) await closers.pop()?.();
  });
  return (close) => closers.push(close);
}

/** An app that may reach servers on this machine, with the owner signed in; closed by `later`. */
export async function ownerSenderApp(later: Later, env: Record<string, string> = {}) {
  const t = await createTestApp({ now: SENDERS_NOW, env: { OUTBOUND_ALLOW_PRIVATE: 'true', ...env } });
  later(() => t.close());
  return { t, owner: await signIn(t.app, 'owner') };
}
