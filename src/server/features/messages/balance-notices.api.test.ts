/**
 * Balance notices that are true when they arrive: one per student and recipient per day (a
 * newer one takes the held one's place), and checked again as the worker sends it — paid before
 * 08:00, the night's 미수 notice is not sent, and the 발송함 says why. The clock is moved as the
 * night goes; the worker is the one the scheduler runs. Sent through a real webhook receiver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consented, studentWithContacts } from '../../testing/messages.ts';
import { raceBehindRow } from '../../testing/row-barrier.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, remainingOf } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type HttpTestReceiver, startHttpReceiver } from '../../testing/test-receiver.ts';
import { warmPool } from '../../testing/warm-pool.ts';
import { BALANCE_RESTORED } from './balance-recheck.ts';

describe('balance notices', () => {
  const received: { key: string; text: string }[] = [];
  let server: HttpTestReceiver;
  let t: TestApp;
  let teacher: SignedIn;
  let serial = 0;

  beforeAll(async () => {
    server = await startHttpReceiver((_request, raw, response) => {
      const body = JSON.parse(raw.toString('utf8')) as { key: string; text: string };
      received.push({ key: body.key, text: body.text });
      response.writeHead(200).end();
    });
    t = await createTestApp({
      now: '2026-11-25T22:00:00+09:00',
      env: {
        MESSAGES_WEBHOOK_URL: `${server.url}/hooks/studio`,
        MESSAGES_WEBHOOK_SECRET: 'a-webhook-secret-of-the-studio',
        OUTBOUND_ALLOW_PRIVATE: 'true',
      },
    });
    teacher = await signIn(t.app, 'teacher');
    await warmPool(() => t.app.inject({ url: '/api/health' }));
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  /** A student of their own with one consented parent, paid for `lessons` lessons. */
  async function student(lessons: number) {
    serial += 1;
    const name = `학생${serial}`;
    const phone = `010-7000-${String(serial).padStart(4, '0')}`;
    const id = await studentWithContacts(t, teacher, name, [
      { name: `${name} 어머니`, relation: '어머니', phone, informational: consented },
    ]);
    if (lessons > 0) {
      const paid = await api.charge(t.app, teacher, name, {
        pay: 50000 * lessons,
        lesson: lessons,
        method: '카드',
      });
      expect(paid.statusCode).toBe(200);
    }
    return { id, name, phone };
  }
  const balanceRows = (studentId: number) =>
    t.db
      .selectFrom('message_outbox')
      .select(['id', 'event', 'status', 'reason', 'variables', 'scheduled_at', 'text'])
      .where('student_id', '=', studentId)
      .where('event', 'in', ['lessons-low', 'lessons-out'])
      .orderBy('id')
      .execute();
  const record = (name: string, date: string) => api.lesson(t.app, teacher, name, { status: '출석', date });

  it('drops the night’s 미수 notice when the parent pays at 06:35, and the 발송함 says why', async () => {
    t.clock.set('2026-11-25T22:00:00+09:00');
    const kim = await student(1);
    await t.app.outbox.runOnce();
    // Three charged lessons in the evening: 0회, then 미수 1회, then 미수 2회 — held for the morning.
    t.clock.set('2026-11-25T22:30:00+09:00');
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25'])
      expect((await record(kim.name, date)).statusCode).toBe(200);
    const held = await balanceRows(kim.id);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      event: 'lessons-out',
      status: 'waiting',
      scheduled_at: '2026-11-25T23:00:00.000Z',
    });
    expect(JSON.parse(held[0]!.variables)).toEqual({ 이름: kim.name, 미수: '2' });

    t.clock.set('2026-11-26T06:35:00+09:00');
    expect(
      (await api.charge(t.app, teacher, kim.name, { pay: 200000, lesson: 4, method: '계좌이체' })).statusCode,
    ).toBe(200);
    await t.app.outbox.runOnce();

    t.clock.set('2026-11-26T08:00:00+09:00');
    const before = received.length;
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 1 });
    expect(received.slice(before)).toEqual([]);
    const [dropped] = await balanceRows(kim.id);
    expect(dropped).toMatchObject({ status: 'skipped', reason: BALANCE_RESTORED });
    expect(BALANCE_RESTORED).toBe('잔여 레슨이 다시 생겨 보내지 않았습니다');

    const outbox = await t.app.inject({
      url: '/api/messages?status=skipped',
      headers: { cookie: teacher.cookie },
    });
    expect(outbox.json().items).toContainEqual(
      expect.objectContaining({
        event: 'lessons-out',
        studentName: kim.name,
        status: 'skipped',
        reason: '잔여 레슨이 다시 생겨 보내지 않았습니다',
      }),
    );
  });

  it('sends a held notice still true with the balance as it stands at 08:00', async () => {
    t.clock.set('2026-11-26T22:00:00+09:00');
    const lee = await student(1);
    await t.app.outbox.runOnce();
    t.clock.set('2026-11-26T23:10:00+09:00');
    expect((await record(lee.name, '2026-11-26')).statusCode).toBe(200);
    // After midnight, still held for the same 08:00: it replaces the one above.
    t.clock.set('2026-11-27T00:20:00+09:00');
    expect((await record(lee.name, '2026-11-25')).statusCode).toBe(200);
    const [held] = await balanceRows(lee.id);
    expect(JSON.parse(held!.variables)).toEqual({ 이름: lee.name, 미수: '1' });
    // A correction that writes no notice of its own (here straight to the count): the held
    // notice is brought up to date as it goes.
    await t.db.updateTable('students').set({ remaining: -2 }).where('id', '=', lee.id).execute();

    t.clock.set('2026-11-27T08:00:00+09:00');
    const before = received.length;
    expect(await t.app.outbox.runOnce()).toMatchObject({ sent: 1, skipped: 0 });
    expect(received.slice(before)).toEqual([
      {
        key: `balance|${lee.phone}|student:${lee.id}:2026-11-27`,
        text: `${lee.name}님의 남은 레슨이 없습니다 (미수 2회). 수강료 결제를 부탁드립니다.`,
      },
    ]);
    expect(await balanceRows(lee.id)).toHaveLength(1);

    // Gone out today: a later lesson that day queues no second notice.
    t.clock.set('2026-11-27T15:00:00+09:00');
    await t.db.updateTable('students').set({ remaining: 1 }).where('id', '=', lee.id).execute();
    expect((await record(lee.name, '2026-11-27')).statusCode).toBe(200);
    expect(await balanceRows(lee.id)).toHaveLength(1);
  });

  it('replaces 남은 레슨 1회 still waiting by 0회 of the same day', async () => {
    t.clock.set('2026-11-27T21:30:00+09:00');
    const park = await student(2);
    await t.app.outbox.runOnce();
    expect((await record(park.name, '2026-11-26')).statusCode).toBe(200);
    expect((await balanceRows(park.id)).map((row) => row.event)).toEqual(['lessons-low']);
    expect((await record(park.name, '2026-11-27')).statusCode).toBe(200);
    const rows = await balanceRows(park.id);
    expect(rows.map((row) => [row.event, row.status, JSON.parse(row.variables)])).toEqual([
      ['lessons-out', 'waiting', { 이름: park.name, 미수: '0' }],
    ]);
  });

  it('keeps one held notice per family and day however many lessons and payments run at once', async () => {
    t.clock.set('2026-11-28T22:00:00+09:00');
    const choi = await student(1);
    await t.app.outbox.runOnce();
    t.clock.set('2026-11-28T22:40:00+09:00');
    const dates = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
    const requests = () =>
      Promise.all([
        ...dates.map((date) => record(choi.name, date)),
        api.charge(t.app, teacher, choi.name, { pay: 50000, lesson: 1, method: '현금' }),
        api.charge(t.app, teacher, choi.name, { pay: 50000, lesson: 1, method: '현금' }),
      ]);
    const responses = await raceBehindRow(t, { table: 'students', id: choi.id }, requests, 8);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const rows = await balanceRows(choi.id);
    expect(rows.filter((row) => row.status === 'waiting')).toHaveLength(1);
    expect(rows).toHaveLength(1);
    // And the one left says the balance as it stands when it goes.
    const remaining = await remainingOf(t.db, choi.id);
    t.clock.set('2026-11-29T08:00:00+09:00');
    const before = received.length;
    await t.app.outbox.runOnce();
    const sent = received.slice(before).filter((message) => message.key.includes(`student:${choi.id}:`));
    if (remaining > 1) expect(sent).toEqual([]);
    else if (remaining === 1)
      expect(sent.map((message) => message.text)).toEqual([
        `${choi.name}님의 남은 레슨이 1회입니다. 다음 수강 등록을 준비해 주세요.`,
      ]);
    else
      expect(sent.map((message) => message.text)).toEqual([
        `${choi.name}님의 남은 레슨이 없습니다 (미수 ${-remaining}회). 수강료 결제를 부탁드립니다.`,
      ]);
  }, 30_000);
});
