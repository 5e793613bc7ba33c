/**
 * The calendar's notices: tomorrow's lesson reminder from the owner's hour on (not before, not
 * for a lesson told off ahead), a 보강권 ending within 3 days, a package ending within 7; each
 * written once however often the scan runs. The owner sets the hour, 8–20 only.
 */
import { describe, expect, it } from 'vitest';
import { consented, outboxRows, studentWithContacts } from '../../testing/messages.ts';
import { closedAfterEach } from '../../testing/senders.ts';
import { signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { addLesson } from '../../testing/timetable.ts';
import { runScans } from './message-scans.ts';

describe('notices from the calendar', () => {
  const later = closedAfterEach();

  /** Each test's own studio on Wednesday 25 November 2026: 민지, whose mother consented, every Thursday at 15. */
  async function studio() {
    const t = await createTestApp({ now: '2026-11-25T10:00:00+09:00' });
    later(() => t.close());
    const owner = await signIn(t.app, 'owner');
    const teacher = await signIn(t.app, 'teacher');
    const minji = await studentWithContacts(t, teacher, '민지', [
      { name: '김엄마', relation: '어머니', phone: '010-1111-0001', informational: consented },
    ]);
    const lesson = { day: '목', time: 15, type: '1시간', name: '민지', studentId: minji } as const;
    expect((await addLesson(t.app, teacher, lesson)).statusCode).toBe(201);
    const outbox = () => outboxRows(t.db);
    const scanAt = (at: string | Date) => {
      t.clock.set(at);
      return runScans(t.db, t.clock.now());
    };
    const told = async (event: string) => (await outbox()).filter((row) => row.event === event);
    return { t, owner, teacher, outbox, scanAt, told };
  }

  it("writes tomorrow's reminder from the owner's hour on, once", async () => {
    const { t, outbox, scanAt } = await studio();
    expect(await scanAt('2026-11-25T17:59:00+09:00')).toBe(0);
    expect(await scanAt('2026-11-25T18:00:00+09:00')).toBe(1);
    expect(await runScans(t.db, t.clock.now())).toBe(0);
    const [reminder] = await outbox();
    expect(reminder!.event).toBe('lesson-reminder');
    expect(reminder!.source_key).toMatch(/^s\d+@2026-11-26$/);
    expect(JSON.parse(reminder!.variables)).toEqual({ 이름: '민지', 날짜: '11월 26일', 시간: '15시' });
    expect(reminder!.scheduled_at).toBe('2026-11-25T09:00:00.000Z');
  });

  it('lets the owner move the hour, 8 to 20 only, and skips a lesson already told off', async () => {
    const { t, owner, teacher, scanAt, told } = await studio();
    const refused = await call(t.app, owner, 'PUT', '/api/messages/reminder-hour', { hour: 21 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('messages.reminder_hour_invalid');
    const byTeacher = await call(t.app, teacher, 'PUT', '/api/messages/reminder-hour', { hour: 9 });
    expect(byTeacher.statusCode).toBe(403);
    const saved = await call(t.app, owner, 'PUT', '/api/messages/reminder-hour', { hour: 9 });
    expect(saved.json()).toEqual({ message: '수업 전날 알림을 9시에 보냅니다.', reminderHour: 9 });
    expect((await call(t.app, owner, 'GET', '/api/messages/settings')).json().reminderHour).toBe(9);
    // Wednesday 2 December, 9:00: Thursday's lesson was told off on Tuesday.
    t.clock.set('2026-12-01T10:00:00+09:00');
    expect(
      (await api.lesson(t.app, teacher, '민지', { status: '사전취소', date: '2026-12-03' })).statusCode,
    ).toBe(200);
    await scanAt('2026-12-02T09:00:00+09:00');
    expect(await told('lesson-reminder')).toEqual([]);
    // The next Thursday's lesson is told of from 9:00 the day before, the hour moved to.
    await scanAt('2026-12-09T08:59:00+09:00');
    expect(await told('lesson-reminder')).toEqual([]);
    await scanAt('2026-12-09T09:00:00+09:00');
    const reminders = await told('lesson-reminder');
    expect(reminders.map((row) => row.source_key)).toEqual([expect.stringMatching(/@2026-12-10$/)]);
  });

  it('tells of a package ending within 7 days and a 보강권 ending within 3, once each', async () => {
    const { t, teacher, scanAt, told } = await studio();
    // A 보강권: Thursday 3 December's lesson told off on Tuesday.
    t.clock.set('2026-12-01T10:00:00+09:00');
    expect(
      (await api.lesson(t.app, teacher, '민지', { status: '사전취소', date: '2026-12-03' })).statusCode,
    ).toBe(200);
    t.clock.set('2026-12-02T09:00:00+09:00');
    const charged = await api.charge(t.app, teacher, '민지', {
      pay: 100000,
      lesson: 4,
      method: '카드',
      validDays: 30,
    });
    expect(charged.statusCode).toBe(200);
    // Bought on 2 December for 30 days, lengthened by New Year's Day and its closure: to 3 January.
    await scanAt('2026-12-26T12:00:00+09:00');
    expect(await told('package-expiring')).toEqual([]);
    await scanAt('2026-12-27T12:00:00+09:00');
    await runScans(t.db, t.clock.now());
    const packages = await told('package-expiring');
    expect(packages.map((row) => JSON.parse(row.variables))).toEqual([
      { 이름: '민지', 기한: '1월 3일', 남은횟수: '4' },
    ]);

    const credit = await t.db
      .selectFrom('makeup_credits')
      .select(['id', 'expires_on'])
      .executeTakeFirstOrThrow();
    const [year, month, day] = credit.expires_on.split('-').map(Number);
    await scanAt(new Date(Date.UTC(year!, month! - 1, day! - 4, 3)));
    expect(await told('credit-expiring')).toEqual([]);
    await scanAt(new Date(Date.UTC(year!, month! - 1, day! - 3, 3)));
    await runScans(t.db, t.clock.now());
    const notices = await told('credit-expiring');
    expect(notices.map((row) => row.source_key)).toEqual([`credit:${credit.id}`]);
  });
});
