/**
 * The calendar's notices: tomorrow's lesson reminder from the owner's hour on (not before, not
 * for a lesson told off ahead), a 보강권 ending within 3 days, a package ending within 7; each
 * written once however often the scan runs. The owner sets the hour, 8–20 only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consented, studentWithContacts } from '../../testing/messages.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addLesson } from '../../testing/timetable.ts';
import { runScans } from './message-scans.ts';

describe('notices from the calendar', () => {
  let t: TestApp;
  let owner: SignedIn;
  let teacher: SignedIn;
  beforeAll(async () => {
    // Wednesday 25 November 2026.
    t = await createTestApp({ now: '2026-11-25T10:00:00+09:00' });
    owner = await signIn(t.app, 'owner');
    teacher = await signIn(t.app, 'teacher');
    const minji = await studentWithContacts(t, teacher, '민지', [
      { name: '김엄마', relation: '어머니', phone: '010-1111-0001', informational: consented },
    ]);
    expect(
      (
        await addLesson(t.app, teacher, {
          day: '목',
          time: 15,
          type: '1시간',
          name: '민지',
          studentId: minji,
        })
      ).statusCode,
    ).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });
  const outbox = () =>
    t.db
      .selectFrom('message_outbox')
      .select(['event', 'variables', 'source_key', 'scheduled_at'])
      .orderBy('id')
      .execute();

  it("writes tomorrow's reminder from the owner's hour on, once", async () => {
    t.clock.set('2026-11-25T17:59:00+09:00');
    expect(await runScans(t.db, t.clock.now())).toBe(0);
    t.clock.set('2026-11-25T18:00:00+09:00');
    expect(await runScans(t.db, t.clock.now())).toBe(1);
    expect(await runScans(t.db, t.clock.now())).toBe(0);
    const [reminder] = await outbox();
    expect(reminder!.event).toBe('lesson-reminder');
    expect(reminder!.source_key).toMatch(/^s\d+@2026-11-26$/);
    expect(JSON.parse(reminder!.variables)).toEqual({ 이름: '민지', 날짜: '11월 26일', 시간: '15시' });
    expect(reminder!.scheduled_at).toBe('2026-11-25T09:00:00.000Z');
  });

  it('lets the owner move the hour, 8 to 20 only, and skips a lesson already told off', async () => {
    const refused = await call(t.app, owner, 'PUT', '/api/messages/reminder-hour', { hour: 21 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('messages.reminder_hour_invalid');
    expect((await call(t.app, teacher, 'PUT', '/api/messages/reminder-hour', { hour: 9 })).statusCode).toBe(
      403,
    );
    const saved = await call(t.app, owner, 'PUT', '/api/messages/reminder-hour', { hour: 9 });
    expect(saved.json()).toEqual({ message: '수업 전날 알림을 9시에 보냅니다.', reminderHour: 9 });
    expect((await call(t.app, owner, 'GET', '/api/messages/settings')).json().reminderHour).toBe(9);
    // Wednesday 2 December, 9:00: Thursday's lesson was told off on Tuesday.
    t.clock.set('2026-12-01T10:00:00+09:00');
    expect(
      (await api.lesson(t.app, teacher, '민지', { status: '사전취소', date: '2026-12-03' })).statusCode,
    ).toBe(200);
    t.clock.set('2026-12-02T09:00:00+09:00');
    await runScans(t.db, t.clock.now());
    expect((await outbox()).filter((row) => row.event === 'lesson-reminder')).toHaveLength(1);
  });

  it('tells of a package ending within 7 days and a 보강권 ending within 3, once each', async () => {
    const charged = await api.charge(t.app, teacher, '민지', {
      pay: 100000,
      lesson: 4,
      method: '카드',
      validDays: 30,
    });
    expect(charged.statusCode).toBe(200);
    // Bought on 2 December for 30 days, lengthened by New Year's Day and its closure: to 3 January.
    t.clock.set('2026-12-26T12:00:00+09:00');
    await runScans(t.db, t.clock.now());
    expect((await outbox()).filter((row) => row.event === 'package-expiring')).toEqual([]);
    t.clock.set('2026-12-27T12:00:00+09:00');
    await runScans(t.db, t.clock.now());
    await runScans(t.db, t.clock.now());
    const packages = (await outbox()).filter((row) => row.event === 'package-expiring');
    expect(packages.map((row) => JSON.parse(row.variables))).toEqual([
      { 이름: '민지', 기한: '1월 3일', 남은횟수: '4' },
    ]);

    const credit = await t.db
      .selectFrom('makeup_credits')
      .select(['id', 'expires_on'])
      .executeTakeFirstOrThrow();
    const [year, month, day] = credit.expires_on.split('-').map(Number);
    t.clock.set(new Date(Date.UTC(year!, month! - 1, day! - 4, 3)));
    await runScans(t.db, t.clock.now());
    expect((await outbox()).filter((row) => row.event === 'credit-expiring')).toEqual([]);
    t.clock.set(new Date(Date.UTC(year!, month! - 1, day! - 3, 3)));
    await runScans(t.db, t.clock.now());
    await runScans(t.db, t.clock.now());
    const notices = (await outbox()).filter((row) => row.event === 'credit-expiring');
    expect(notices.map((row) => row.source_key)).toEqual([`credit:${credit.id}`]);
  });
});
