/**
 * A booking's PIN (docs/decisions/033-booking-pin.md): chosen when booking, asked for when a
 * visitor deletes, never shown; staff delete without it and are audited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { board, book, TEST_PIN, unbook } from '../../testing/booking.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { deleteBooking } from './booking.queries.ts';
import { PIN_CHECKS_PER_ADDRESS, PIN_WINDOW_MS } from './booking-pin.ts';

// Saturday 10:00 in Seoul.
const NOW = '2026-11-21T10:00:00+09:00';
const TOMORROW = '2026-11-22';

const WRONG_PIN = { code: 'booking.wrong_pin', message: '비밀번호가 맞지 않습니다.' };

describe('choosing a PIN when booking', () => {
  const t = appForTests({ now: NOW });

  const slot = { date: TOMORROW, room: 1, time: 9, name: '김민수', type: '1시간' };

  it.each([[{ pin: undefined }], [{ pin: null }], [{ pin: '' }]])(
    'asks for it like any other field (%j)',
    async (pin) => {
      const response = await book(t.app, { ...slot, ...pin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'booking.incomplete',
        message: '예약정보를 모두 입력해 주세요.',
      });
    },
  );

  it.each([
    '123',
    '12345',
    '12a4',
    '１２３４',
    '٣٤٥٦',
    ' 1234',
    '1234 ',
    '12.4',
    '-123',
    1234,
    true,
    ['1234'],
  ])('takes exactly 4 digits, not %j', async (pin) => {
    const response = await book(t.app, { ...slot, pin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'booking.invalid_pin',
      message: '비밀번호는 숫자 4자리로 입력해 주세요.',
    });
  });

  it('books nothing without a valid PIN', async () => {
    expect(await board(t.app, TOMORROW)).toEqual([]);
  });

  it('keeps only a hash, one for both hours of a 2-hour booking, and never answers with it', async () => {
    const date = '2026-11-23';
    const created = await book(t.app, { ...slot, date, room: 2, time: 14, type: '2시간', pin: '0427' });
    expect(created.statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('bookings')
      .select(['time', 'pin_hash'])
      .where('date', '=', date)
      .where('room', '=', 2)
      .execute();
    expect(rows.map((row) => row.time)).toEqual([14, 15]);
    expect(rows[0]!.pin_hash).toMatch(/^\$hmac-sha256\$[\w-]{22}\$[\w-]{43}$/);
    expect(rows[1]!.pin_hash).toBe(rows[0]!.pin_hash);

    const hash = rows[0]!.pin_hash!;
    const deleted = await unbook(t.app, { date, room: 2, time: 15, pin: '0427' });
    const answers = [
      created,
      deleted,
      // Twice: built, then from the board kept in memory.
      await t.app.inject({ url: `/api/book?date=${date}` }),
      await t.app.inject({ url: `/api/book?date=${date}` }),
      await t.app.inject({ url: `/api/book?date=${date}`, headers: { 'accept-encoding': 'identity' } }),
      await t.app.inject({ url: `/api/logs?date=${date}` }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200 + (answer === created ? 1 : 0));
      expect(answer.body).not.toContain('0427');
      expect(answer.body).not.toContain(hash);
      expect(answer.body).not.toMatch(/pin|argon/i);
    }
    expect(created.json()).toEqual([
      { date, room: 2, time: 14, name: '김민수', type: '2시간' },
      { date, room: 2, time: 15, name: '김민수', type: '2시간' },
    ]);
  });
});

describe('deleting with the PIN', () => {
  /** The booking the refusals are tried on. */
  const kept = { date: '2026-11-28', room: 1, time: 10 };
  const t = appForTests({ now: NOW });
  const teacher = signedInForTests(t, 'teacher');
  const owner = signedInForTests(t, 'owner');
  const pending = signedInForTests(t, 'pending');
  beforeAll(async () => {
    // Read only: the refusals below leave it as it is.
    expect((await book(t.app, { ...kept, name: '윤아', type: '1시간', pin: '1111' })).statusCode).toBe(201);
  });

  const logsOf = async (date: string) =>
    (await t.app.inject({ url: `/api/logs?date=${date}`, headers: { cookie: teacher.cookie } })).json() as {
      name: string;
      time: number;
    }[];

  it('refuses a wrong PIN with 403 and the Korean message, and keeps the booking', async () => {
    await book(t.app, { date: TOMORROW, room: 1, time: 10, name: '윤아', type: '1시간', pin: '1111' });
    for (const pin of ['1112', '0000', '111', '11111', 'abcd', '１１１１']) {
      const response = await unbook(t.app, { date: TOMORROW, room: 1, time: 10, pin });
      expect([pin, response.statusCode]).toEqual([pin, 403]);
      expect(response.json().error).toEqual(WRONG_PIN);
    }
    expect((await board(t.app, TOMORROW)).map((slot) => slot.name)).toEqual(['윤아']);
    expect(await logsOf(TOMORROW)).toEqual([]);
  });

  it.each([[{ pin: undefined }], [{ pin: null }], [{ pin: '' }]])(
    'refuses a deletion without a PIN (%j) with 403',
    async (pin) => {
      const response = await unbook(t.app, { ...kept, ...pin });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'booking.pin_required',
        message: '예약할 때 정한 비밀번호 4자리를 입력해 주세요.',
      });
    },
  );

  it('refuses a PIN that is not text with 400', async () => {
    const response = await unbook(t.app, { ...kept, pin: 1111 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('booking.invalid_pin');
  });

  it('treats a pending account as a visitor', async () => {
    const response = await unbook(t.app, { ...kept, pin: undefined }, undefined, pending.cookie);
    expect(response.json().error.code).toBe('booking.pin_required');
  });

  it('deletes with the right PIN, and logs the booking’s own name', async () => {
    const date = '2026-11-27';
    await book(t.app, { date, room: 1, time: 10, name: '윤아', type: '1시간', pin: '1111' });
    const response = await unbook(t.app, { date, room: 1, time: 10, pin: '1111' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ date, room: 1, time: 10, name: '윤*' });
    expect(await board(t.app, date)).toEqual([]);
    expect((await logsOf(date)).map((entry) => entry.name)).toEqual(['윤아']);
  });

  it('deletes both hours of a 2-hour booking with its one PIN, one hour at a time', async () => {
    const date = '2026-11-23';
    await book(t.app, { date, room: 3, time: 18, name: '한 별', type: '2시간', pin: '9024' });
    expect((await unbook(t.app, { date, room: 3, time: 18, pin: '9025' })).statusCode).toBe(403);
    expect((await unbook(t.app, { date, room: 3, time: 18, pin: '9024' })).statusCode).toBe(200);
    // The hour that stays is a 1-hour booking now (decision 020), with the same PIN.
    expect((await board(t.app, date)).map((slot) => [slot.time, slot.type])).toEqual([[19, '1시간']]);
    expect((await unbook(t.app, { date, room: 3, time: 19, pin: '9025' })).json().error).toEqual(WRONG_PIN);
    expect((await unbook(t.app, { date, room: 3, time: 19, pin: '9024' })).statusCode).toBe(200);
    expect(await board(t.app, date)).toEqual([]);
    expect((await logsOf(date)).map((entry) => [entry.name, entry.time])).toEqual([
      ['한 별', 19],
      ['한 별', 18],
    ]);
  });

  it('answers 404 for an empty slot, PIN or not', async () => {
    for (const pin of [TEST_PIN, undefined]) {
      const response = await unbook(t.app, { date: TOMORROW, room: 6, time: 21, pin });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('booking.not_found');
    }
  });

  it('never deletes a booking made again after its PIN was checked', async () => {
    const date = '2026-11-24';
    await book(t.app, { date, room: 4, time: 12, name: '먼저', type: '1시간', pin: '1357' });
    const checked = await t.db
      .selectFrom('bookings')
      .select('pin_hash')
      .where('date', '=', date)
      .executeTakeFirstOrThrow();
    // Between the check and the deletion, someone else deleted it and booked the slot anew.
    expect((await unbook(t.app, { date, room: 4, time: 12, pin: '1357' })).statusCode).toBe(200);
    await book(t.app, { date, room: 4, time: 12, name: '나중', type: '1시간', pin: '1357' });
    await expect(
      deleteBooking(t.db, {
        date,
        room: 4,
        time: 12,
        now: t.clock.now(),
        by: { pinHash: checked.pin_hash! },
      }),
    ).rejects.toMatchObject({ code: 'booking.not_found' });
    expect((await board(t.app, date)).map((slot) => slot.name)).toEqual(['나중']);
  });

  it('lets staff delete without a PIN, and audits who deleted whose booking', async () => {
    const date = '2026-11-25';
    await book(t.app, { date, room: 5, time: 15, name: '서 준', type: '2시간', pin: '4444' });
    const byTeacher = await unbook(
      t.app,
      { date, room: 5, time: 15, pin: undefined },
      undefined,
      teacher.cookie,
    );
    expect(byTeacher.statusCode).toBe(200);
    expect(byTeacher.json()).toMatchObject({ name: '서 준', room: 5, time: 15 });
    // A PIN sent along, even a wrong one, changes nothing for staff.
    const byOwner = await unbook(t.app, { date, room: 5, time: 16, pin: '0000' }, undefined, owner.cookie);
    expect(byOwner.statusCode).toBe(200);
    expect(await board(t.app, date)).toEqual([]);
    expect((await logsOf(date)).map((entry) => entry.time)).toEqual([16, 15]);

    const audit = (await t.app.inject({ url: '/api/audit', headers: { cookie: owner.cookie } })).json() as {
      items: { actorId: string; action: string; target: string; detail: Record<string, unknown> }[];
    };
    const deletions = audit.items.filter(
      (item) => item.action === 'booking.delete' && item.target === '서 준',
    );
    expect(deletions).toEqual([
      expect.objectContaining({
        actorId: owner.id,
        target: '서 준',
        detail: { date, room: 5, roomName: '5번 방', time: 16, type: '1시간' },
      }),
      expect.objectContaining({
        actorId: teacher.id,
        target: '서 준',
        detail: { date, room: 5, roomName: '5번 방', time: 15, type: '2시간' },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/4444|argon/);
  });

  it('audits nothing for a visitor’s deletion', async () => {
    const deletions = async () => (await auditEntries(t.db, 'booking.delete')).length;
    const before = await deletions();
    const date = '2026-11-29';
    await book(t.app, { date, room: 4, time: 13, name: '방문객', type: '2시간', pin: '2468' });
    for (const time of [13, 14]) {
      expect((await unbook(t.app, { date, room: 4, time, pin: '2468' })).statusCode).toBe(200);
    }
    expect(await deletions()).toBe(before);
  });

  it('leaves a booking made before PINs to staff', async () => {
    const date = '2026-11-26';
    // As migration 014 leaves an older booking: no hash.
    await t.db
      .insertInto('bookings')
      .values({ date, room: 2, time: 11, name: '옛 예약', type: '1시간', created_at: NOW, pin_hash: null })
      .execute();
    for (const pin of [TEST_PIN, undefined]) {
      const response = await unbook(t.app, { date, room: 2, time: 11, pin });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'booking.pin_not_set',
        message:
          '비밀번호 없이 만든 예약이라 학원에서만 삭제할 수 있습니다. 원장님이나 선생님께 말씀해 주세요.',
      });
    }
    expect((await unbook(t.app, { date, room: 2, time: 11 }, undefined, teacher.cookie)).statusCode).toBe(
      200,
    );
  });
});

describe('the limit on PIN checks', () => {
  const t = appForTests({ now: NOW });

  const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
  const PIN = '8642';

  it(`refuses an address after ${PIN_CHECKS_PER_ADDRESS} wrong PINs in 15 minutes, the right one too, until the window ends`, async () => {
    await book(t.app, { date: TOMORROW, room: 1, time: 12, name: '표적', type: '1시간', pin: PIN });
    const address = '192.0.2.50';
    for (let index = 0; index < PIN_CHECKS_PER_ADDRESS; index += 1) {
      // A minute apart: the general limit on deleting (30 a minute) stays out of the way.
      later(60_000);
      const pin = index % 2 === 0 ? String(1000 + index) : undefined;
      const response = await unbook(t.app, { date: TOMORROW, room: 1, time: 12, pin }, address);
      expect(response.statusCode).toBe(403);
    }
    later(60_000);
    const limited = await unbook(t.app, { date: TOMORROW, room: 1, time: 12, pin: PIN }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'booking.pin_rate_limited',
      message: '비밀번호를 너무 많이 틀렸습니다. 15분 뒤에 다시 시도해 주세요.',
    });
    // Another address is not held back; the booking is still there for its owner.
    expect((await board(t.app, TOMORROW)).map((slot) => slot.name)).toEqual(['표적']);
    later(PIN_WINDOW_MS);
    expect((await unbook(t.app, { date: TOMORROW, room: 1, time: 12, pin: PIN }, address)).statusCode).toBe(
      200,
    );
  });

  it('counts only wrong and missing PINs: right ones and empty slots give their check back', async () => {
    later(PIN_WINDOW_MS);
    const address = '192.0.2.60';
    const date = '2026-11-23';
    // More checks than the limit, none of them a guess: empty slots, and the right PIN.
    for (let index = 0; index < PIN_CHECKS_PER_ADDRESS; index += 1) {
      expect((await unbook(t.app, { date, room: 6, time: 21, pin: PIN }, address)).statusCode).toBe(404);
    }
    for (let index = 0; index < 3; index += 1) {
      const booking = { date, room: 2, time: 9 + index, pin: PIN };
      await book(t.app, { ...booking, name: `손님${index}`, type: '1시간' });
      expect((await unbook(t.app, booking, address)).statusCode).toBe(200);
    }
    // The whole budget of wrong PINs is still there.
    await book(t.app, { date, room: 3, time: 9, name: '마지막', type: '1시간', pin: PIN });
    const wrong = () => unbook(t.app, { date, room: 3, time: 9, pin: '0000' }, address);
    for (let index = 0; index < PIN_CHECKS_PER_ADDRESS; index += 1)
      expect((await wrong()).statusCode).toBe(403);
    expect((await wrong()).json().error.code).toBe('booking.pin_rate_limited');
  });
});
