/**
 * 발송함 (`/api/messages`): newest first, filtered, a teacher's own students only; retry of a
 * failed or skipped message and cancel of a waiting one, each refused otherwise; the month's
 * count per channel; the stalled flag.
 */
import { describe, expect, it } from 'vitest';
import { enqueuePayment, twoTeachersStudents } from '../../testing/messages.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { type TestApp, withTestApp } from '../../testing/test-app.ts';
import { enqueueMessage } from './outbox.queries.ts';

// The outbox's list, its stalled flag and the month's counts are the studio's: each test has a
// studio of its own.
const NOW = '2026-11-25T10:00:00+09:00';

/**
 * A fresh studio with its two teachers' students and their two waiting receipts, and the list as
 * one of them sees it.
 */
function inStudio(
  run: (s: Awaited<ReturnType<typeof twoTeachersStudents>> & { t: TestApp; list: List }) => Promise<void>,
) {
  return () =>
    withTestApp(
      async (t) => {
        const list: List = (who, query = '') => call(t.app, who, 'GET', `/api/messages${query}`);
        const people = await twoTeachersStudents(t);
        await twoWaiting(t, people.mine, people.theirs);
        await run({ t, list, ...people });
      },
      { now: NOW },
    );
}
type List = (who: SignedIn | null, query?: string) => ReturnType<typeof call>;

/** 김민지's receipt at 10:00 and 박서준's at 10:01, both waiting. */
async function twoWaiting(t: TestApp, mine: number, theirs: number) {
  await enqueuePayment(t, mine, 'payment:1');
  t.clock.set('2026-11-25T10:01:00+09:00');
  await enqueuePayment(t, theirs, 'payment:2', {
    variables: { 이름: '박서준', 금액: '100,000원', 횟수: '2', 영수증: 'r2' },
  });
}

/** 김민지's notice that her lessons are running low. */
function lessonsLow(t: TestApp, mine: number) {
  return enqueueMessage(t.db, {
    event: 'lessons-low',
    studentId: mine,
    variables: { 이름: '김민지' },
    sourceKey: 'low:1',
    now: t.clock.now(),
  });
}

describe('발송함', () => {
  it(
    'lists a waiting message with the text it will send, to its teacher and the owner only',
    inStudio(async ({ t, list, owner, teacher }) => {
      const forOwner = (await list(owner)).json();
      expect(forOwner.total).toBe(2);
      expect(forOwner.items.map((item: { studentName: string }) => item.studentName)).toEqual([
        '박서준',
        '김민지',
      ]);
      const forTeacher = (await list(teacher)).json();
      expect(forTeacher).toMatchObject({
        total: 1,
        page: 1,
        pageSize: 30,
        senderConfigured: false,
        stalled: false,
        month: [],
      });
      expect(forTeacher.items).toEqual([
        {
          id: expect.any(Number),
          event: 'payment-received',
          channel: null,
          recipient: '010-1111-0001',
          studentName: '김민지',
          status: 'waiting',
          scheduledAt: '2026-11-25T01:00:00.000Z',
          sentAt: null,
          reason: null,
          attempts: 0,
          text: '김민지님의 수강료 200,000원 (4회) 결제가 확인되었습니다. 영수증: https://studio.example/r/1',
        },
      ]);
      expect((await list(null)).statusCode).toBe(401);
      expect((await list(await signIn(t.app, 'pending'))).statusCode).toBe(403);
    }),
  );

  it(
    'says the outbox has stalled when a message is an hour late and nothing went out',
    inStudio(async ({ t, list, owner, teacher }) => {
      const status = (who: SignedIn | null) => call(t.app, who, 'GET', '/api/messages/status');
      t.clock.set('2026-11-25T10:59:59+09:00');
      expect((await list(owner)).json().stalled).toBe(false);
      expect((await status(teacher)).json()).toEqual({ stalled: false });
      t.clock.set('2026-11-25T11:00:00+09:00');
      expect((await list(owner)).json().stalled).toBe(true);
      // The front page's warning asks only this, for the owner and teachers alike.
      expect((await status(owner)).json()).toEqual({ stalled: true });
      expect((await status(teacher)).json()).toEqual({ stalled: true });
      expect((await status(null)).statusCode).toBe(401);
      expect((await status(await signIn(t.app, 'pending'))).statusCode).toBe(403);
    }),
  );

  it(
    'cancels a waiting message, and only a waiting one, of a student in scope',
    inStudio(async ({ t, list, owner, teacher }) => {
      // An hour on, when 박서준's receipt is due and 김민지's is cancelled.
      t.clock.set('2026-11-25T11:00:00+09:00');
      const { items } = (await list(owner, '?status=waiting')).json();
      const [theirsItem, mineItem] = items;
      expect((await call(t.app, teacher, 'POST', `/api/messages/${theirsItem.id}/cancel`)).statusCode).toBe(
        404,
      );
      const cancelled = await call(t.app, teacher, 'POST', `/api/messages/${mineItem.id}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        message: '보내지 않도록 취소했습니다.',
        item: { status: 'skipped', reason: expect.stringMatching(/님이 취소함$/) },
      });
      const again = await call(t.app, teacher, 'POST', `/api/messages/${mineItem.id}/cancel`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('messages.not_cancellable');
      expect((await t.app.outbox.runOnce()).skipped).toBe(1);
      expect(
        (await list(owner, '?status=skipped')).json().items.map((i: { reason: string }) => i.reason),
      ).toEqual(['보낼 수단 없음', expect.stringMatching(/님이 취소함$/)]);
    }),
  );

  it(
    'sends a skipped message again from its first try, and refuses to retry a waiting one',
    inStudio(async ({ t, list, owner }) => {
      t.clock.set('2026-11-25T11:00:00+09:00');
      // No sender is set: both are skipped, 박서준's (the newer) listed first.
      expect((await t.app.outbox.runOnce()).skipped).toBe(2);
      const { items } = (await list(owner, '?status=skipped')).json();
      const retried = await call(t.app, owner, 'POST', `/api/messages/${items[0].id}/retry`);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().item).toMatchObject({ status: 'waiting', reason: null, attempts: 0 });
      const refused = await call(t.app, owner, 'POST', `/api/messages/${items[0].id}/retry`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('messages.not_retryable');
      expect((await call(t.app, owner, 'POST', '/api/messages/2147483647/retry')).statusCode).toBe(404);
    }),
  );

  it(
    'filters by status and event, refusing what is not on the lists',
    inStudio(async ({ t, list, owner, mine }) => {
      await lessonsLow(t, mine);
      expect(
        (await list(owner, '?event=lessons-low')).json().items.map((i: { event: string }) => i.event),
      ).toEqual(['lessons-low']);
      const bad = await list(owner, '?status=sent-ish');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('messages.filter_invalid');
      expect((await list(owner, '?event=nope')).statusCode).toBe(400);
    }),
  );

  it(
    "counts this month's sent messages and their cost per channel",
    inStudio(async ({ t, list, owner, other, mine, theirs }) => {
      await lessonsLow(t, mine);
      await t.db
        .updateTable('message_outbox')
        .set({ status: 'sent', channel: 'kakao', cost: 13, sent_at: '2026-11-25T02:00:00.000Z' })
        .where('event', '=', 'lessons-low')
        .execute();
      await t.db
        .updateTable('message_outbox')
        .set({ status: 'sent', channel: 'sms', cost: 20, sent_at: '2026-10-31T14:59:59.000Z' })
        .where('student_id', '=', theirs)
        .execute();
      expect((await list(owner)).json().month).toEqual([{ channel: 'kakao', count: 1, cost: 13 }]);
      expect((await list(other)).json().month).toEqual([]);
    }),
  );
});
