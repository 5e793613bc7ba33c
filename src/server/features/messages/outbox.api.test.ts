/**
 * The outbox's way in: one row per consented contact, written in the caller's transaction
 * (gone with it when it rolls back), once per key however often and however concurrently it
 * is written, held through quiet hours unless it answers what someone just did.
 */
import { describe, expect, it } from 'vitest';
import { countStatuses } from '../../testing/count-statuses.ts';
import { consented, enqueueFamilyCode, outboxRows } from '../../testing/messages.ts';
import { signIn } from '../../testing/sign-in.ts';
import { call, newStudent } from '../../testing/students.ts';
import { type TestApp, withTestApp } from '../../testing/test-app.ts';
import { warmPool } from '../../testing/warm-pool.ts';
import { type EnqueueRequest, enqueueMessage } from './outbox.queries.ts';
import { claimDue } from './outbox-claims.ts';

const now = new Date('2026-11-25T10:00:00+09:00');

/**
 * A studio of the test's own (the outbox and its claims are the studio's): a teacher's 김민지
 * with her mother (consented, with an email), her father (not consented) and herself
 * (consented), and 박서준 with no contact.
 */
function inStudio(run: (s: Studio) => Promise<void>) {
  return () =>
    withTestApp(
      async (t) => {
        const teacher = await signIn(t.app, 'teacher');
        const studentId = await newStudent(t.app, teacher, { name: '김민지' });
        const otherStudentId = await newStudent(t.app, teacher, { name: '박서준' });
        const contactIds = [];
        for (const contact of [
          {
            name: '김엄마',
            relation: '어머니',
            phone: '010-1111-0001',
            email: 'mom@example.com',
            informational: consented,
          },
          { name: '김아빠', relation: '아버지', phone: '010-1111-0002' },
          { name: '김민지', relation: '본인', phone: '010-1111-0003', informational: consented },
        ]) {
          const added = await call(
            t.app,
            teacher,
            'POST',
            `/api/member/${encodeURIComponent('김민지')}/contacts`,
            contact,
          );
          if (added.statusCode !== 201) throw new Error(added.body);
          contactIds.push(added.json().contact.id as number);
        }
        await warmPool(() => t.app.inject({ url: '/api/health' }));
        const payment = (sourceKey: string, extra: Partial<EnqueueRequest> = {}): EnqueueRequest => ({
          event: 'payment-received',
          studentId,
          variables: { 이름: '김민지', 금액: '200,000원', 횟수: '4', 영수증: 'https://studio.example/r/1' },
          sourceKey,
          now,
          ...extra,
        });
        const rows = () => rowsOf(t);
        await run({ t, studentId, otherStudentId, contactIds, payment, rows });
      },
      { now },
    );
}
const rowsOf = (t: TestApp) => outboxRows(t.db);
interface Studio {
  t: TestApp;
  studentId: number;
  otherStudentId: number;
  contactIds: number[];
  payment: (sourceKey: string, extra?: Partial<EnqueueRequest>) => EnqueueRequest;
  rows: () => ReturnType<typeof rowsOf>;
}

describe('enqueueMessage', () => {
  it(
    'writes one waiting row per contact who consented, due at once when urgent',
    inStudio(async ({ t, studentId, contactIds, payment, rows }) => {
      const written = await t.db.transaction().execute((trx) => enqueueMessage(trx, payment('payment:1')));
      expect(written.map((row) => [row.recipient, row.contactId, row.status, row.scheduledAt])).toEqual([
        ['010-1111-0001', contactIds[0], 'waiting', '2026-11-25T01:00:00.000Z'],
        ['010-1111-0003', contactIds[2], 'waiting', '2026-11-25T01:00:00.000Z'],
      ]);
      const [first] = await rows();
      expect(first).toMatchObject({
        event: 'payment-received',
        student_id: studentId,
        phone: '010-1111-0001',
        email: 'mom@example.com',
        template: 'payment-received',
        source_key: 'payment:1',
        idempotency_key: 'payment-received|010-1111-0001|payment:1',
        attempts: 0,
        channel: null,
        next_attempt_at: '2026-11-25T01:00:00.000Z',
      });
      expect(JSON.parse(first!.variables)).toEqual({
        이름: '김민지',
        금액: '200,000원',
        횟수: '4',
        영수증: 'https://studio.example/r/1',
      });
    }),
  );

  it(
    'writes nothing the second time for the same key, and the transaction goes on',
    inStudio(async ({ t, payment, rows }) => {
      await enqueueMessage(t.db, payment('payment:1'));
      const again = await t.db.transaction().execute(async (trx) => {
        const written = await enqueueMessage(trx, payment('payment:1'));
        // On PostgreSQL a unique violation would have aborted the transaction: it did not.
        const more = await enqueueMessage(trx, payment('payment:2'));
        return [written, more];
      });
      expect(again[0]).toEqual([]);
      expect(again[1]).toHaveLength(2);
      expect(await rows()).toHaveLength(4);
    }),
  );

  it(
    'goes with the caller’s transaction when it rolls back',
    inStudio(async ({ t, payment, rows }) => {
      await expect(
        t.db.transaction().execute(async (trx) => {
          await enqueueMessage(trx, payment('payment:3'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect((await rows()).filter((row) => row.source_key === 'payment:3')).toEqual([]);
    }),
  );

  it(
    'holds a notice due in quiet hours to 08:00 Seoul, but not an urgent answer',
    inStudio(async ({ t, studentId }) => {
      const night = new Date('2026-11-25T22:30:00+09:00');
      const notice = await enqueueMessage(t.db, {
        event: 'lessons-low',
        studentId,
        variables: { 이름: '김민지' },
        sourceKey: 'low:1',
        now: night,
      });
      expect(notice.map((row) => row.scheduledAt)).toEqual([
        '2026-11-25T23:00:00.000Z',
        '2026-11-25T23:00:00.000Z',
      ]);
      const code = await enqueueFamilyCode(t.db, '01099998888', '123456', night);
      expect(code.map((row) => [row.recipient, row.scheduledAt])).toEqual([
        ['010-9999-8888', '2026-11-25T13:30:00.000Z'],
      ]);
      const early = await enqueueMessage(t.db, {
        event: 'lesson-reminder',
        studentId,
        variables: { 이름: '김민지', 날짜: '11월 26일', 시간: '15:00' },
        sourceKey: 's1@2026-11-26',
        scheduledAt: new Date('2026-11-25T20:59:00+09:00'),
        now,
      });
      expect(early.map((row) => row.scheduledAt)).toEqual([
        '2026-11-25T11:59:00.000Z',
        '2026-11-25T11:59:00.000Z',
      ]);
    }),
  );

  it(
    'sends to a named contact whatever their consent, and only to a contact of the student',
    inStudio(async ({ t, studentId, otherStudentId, contactIds, payment }) => {
      const link = await enqueueMessage(t.db, {
        event: 'family-link',
        studentId,
        variables: { 이름: '김민지', 링크: 'https://studio.example/f/abc', 기한: '12월 2일' },
        sourceKey: 'link:1',
        to: { contactId: contactIds[1] },
        now,
      });
      expect(link.map((row) => [row.recipient, row.contactId])).toEqual([['010-1111-0002', contactIds[1]]]);
      await expect(
        enqueueMessage(t.db, {
          ...payment('payment:9'),
          studentId: otherStudentId,
          to: { contactId: contactIds[0]! },
        }),
      ).rejects.toThrow(/not student/);
      await expect(
        enqueueMessage(t.db, { ...payment('payment:9'), variables: { 이름: '김민지' } }),
      ).rejects.toThrow(/needs 금액, 횟수, 영수증/);
    }),
  );

  it(
    'writes nothing for an event the owner switched off, nor for a student with no consented contact',
    inStudio(async ({ t, studentId, otherStudentId, payment }) => {
      await t.db
        .insertInto('message_events')
        .values({
          event: 'credit-expiring',
          enabled: 0,
          text: null,
          updated_at: now.toISOString(),
          updated_by: 'owner',
        })
        .execute();
      const off = await enqueueMessage(t.db, {
        event: 'credit-expiring',
        studentId,
        variables: { 이름: '김민지', 기한: '12월 1일' },
        sourceKey: 'credit:1',
        now,
      });
      expect(off).toEqual([]);
      expect(await enqueueMessage(t.db, { ...payment('payment:5'), studentId: otherStudentId })).toEqual([]);
    }),
  );

  it(
    'writes one message per key however many transactions write it at once',
    inStudio(async ({ t, payment, rows }) => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.db.transaction().execute((trx) => enqueueMessage(trx, payment('payment:race'))),
        ),
      );
      expect(countStatuses(results.map((written) => written.length))).toEqual({ 0: 19, 2: 1 });
      expect((await rows()).filter((row) => row.source_key === 'payment:race')).toHaveLength(2);
    }),
  );

  it(
    'claims no more rows than asked, and none a claim already holds',
    inStudio(async ({ t, payment }) => {
      for (const key of ['payment:1', 'payment:2', 'payment:3']) await enqueueMessage(t.db, payment(key));
      const waiting = await t.db
        .selectFrom('message_outbox')
        .select('id')
        .where('status', '=', 'waiting')
        .execute();
      expect(waiting.length).toBeGreaterThan(3);
      const first = await claimDue(t.db, t.app.dialect, now, 2);
      expect(first).toHaveLength(2);
      const second = await claimDue(t.db, t.app.dialect, now, 2);
      expect(second).toHaveLength(2);
      expect(second.map((row) => row.id)).not.toContain(first[0]!.id);
      expect(second.map((row) => row.id)).not.toContain(first[1]!.id);
    }),
  );
});
