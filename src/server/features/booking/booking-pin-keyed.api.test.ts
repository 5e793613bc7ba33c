/**
 * Booking PINs under the server's key (docs/decisions/063-booking-pin-keyed-hash.md): the
 * right PIN deletes, a wrong one is refused, a booking hashed with argon2id before keeps its
 * PIN, a taken slot costs no hash, and every instance holds the same key.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash as argon2Hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { board, book, unbook } from '../../testing/booking.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import { createTestApp } from '../../testing/test-app.ts';
import * as pinHash from './booking-pin-hash.ts';
import { pinKeyFile } from './booking-pin-key.ts';

vi.mock('./booking-pin-hash.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./booking-pin-hash.ts')>();
  return { ...actual, hashPin: vi.fn(actual.hashPin) };
});
const hashPin = vi.mocked(pinHash.hashPin);

// Saturday 10:00 in Seoul.
const NOW = '2026-11-21T10:00:00+09:00';
const TOMORROW = '2026-11-22';
const WRONG_PIN = { code: 'booking.wrong_pin', message: '비밀번호가 맞지 않습니다.' };
const TAKEN = { code: 'booking.taken', message: '이미 예약된 시간입니다.' };

afterEach(() => {
  hashPin.mockClear();
});

describe('a PIN under the server key', () => {
  const t = appForTests({ now: NOW });

  it('deletes with the right PIN and refuses a wrong one as before', async () => {
    // Each test books a room of its own: this one's board is room 1's.
    const roomOne = async () => (await board(t.app, TOMORROW)).filter((row) => row.room === 1);
    const slot = { date: TOMORROW, room: 1, time: 10 };
    expect((await book(t.app, { ...slot, name: '김민수', type: '1시간', pin: '7315' })).statusCode).toBe(201);
    expect(hashPin).toHaveBeenCalledTimes(1);

    const wrong = await unbook(t.app, { ...slot, pin: '7316' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: WRONG_PIN });
    expect(await roomOne()).toHaveLength(1);

    const right = await unbook(t.app, { ...slot, pin: '7315' });
    expect(right.statusCode).toBe(200);
    // A visitor's answer names the booker as the public board does.
    expect(right.json()).toMatchObject({ name: '김*수', room: 1, time: 10 });
    expect(await roomOne()).toEqual([]);
  });

  it('still deletes a booking hashed with argon2id before, with its PIN only', async () => {
    const slot = { date: TOMORROW, room: 2, time: 11 };
    await t.db
      .insertInto('bookings')
      .values({
        ...slot,
        name: '이전 예약',
        type: '1시간',
        created_at: NOW,
        pin_hash: await argon2Hash('4821'),
      })
      .execute();

    const wrong = await unbook(t.app, { ...slot, pin: '4820' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: WRONG_PIN });

    const right = await unbook(t.app, { ...slot, pin: '4821' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ name: '이***약', room: 2, time: 11 });
    expect((await board(t.app, TOMORROW)).filter((row) => row.room === 2)).toEqual([]);
  });

  it('answers 409 for a taken slot without making a hash', async () => {
    const slot = { date: TOMORROW, room: 3, time: 14, type: '1시간' };
    expect((await book(t.app, { ...slot, name: '박지영' })).statusCode).toBe(201);
    hashPin.mockClear();

    const taken = await book(t.app, { ...slot, name: '최서연' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: TAKEN });
    // A 2-hour booking whose second hour is the taken one.
    const overlapping = await book(t.app, { ...slot, time: 13, type: '2시간', name: '최서연' });
    expect(overlapping.statusCode).toBe(409);
    expect(hashPin).not.toHaveBeenCalled();
  });

  it('gives one slot to exactly one of 200 people at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        book(t.app, { date: TOMORROW, room: 4, time: 15, name: `사람${index}`, type: '1시간', pin: '1234' }),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 1, 409: 199 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ error: TAKEN });
    }
    expect((await board(t.app, TOMORROW)).filter((row) => row.room === 4)).toHaveLength(1);
    // Only the attempts that found the slot free made a hash.
    expect(hashPin.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(hashPin.mock.calls.length).toBeLessThan(200);
  });
});

describe('the PIN key', () => {
  it('is made once in the data folder on SQLite, readable by the server only, and kept', async (context) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pin-key-'));
    const t = await createTestApp({ now: NOW, env: { DATA_DIR: dataDir } });
    try {
      if (t.app.dialect !== 'sqlite') context.skip();
      const file = pinKeyFile(dataDir);
      const key = fs.readFileSync(file);
      expect(key).toHaveLength(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // Beside it only the key of the settings' sealed secrets.
      expect(fs.readdirSync(path.dirname(file)).sort()).toEqual(['booking-pin.key', 'settings.key']);

      expect(
        (await book(t.app, { date: TOMORROW, room: 1, time: 9, name: '김민수', type: '1시간' })).statusCode,
      ).toBe(201);
      // Started again on the same folder, the server reads the key it made.
      await t.app.close();
      const again = await createTestApp({ now: NOW, env: { DATA_DIR: dataDir } });
      expect(fs.readFileSync(file).equals(key)).toBe(true);
      await again.close();
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is the same on two PostgreSQL instances with data folders of their own', async (context) => {
    const t = await createTestApp({ now: NOW });
    try {
      if (t.app.dialect !== 'postgres') context.skip();
      const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pin-key-'));
      const second = await createSecondInstance(t, { DATA_DIR: otherDir });
      try {
        const slot = { date: TOMORROW, room: 5, time: 16 };
        expect((await book(t.app, { ...slot, name: '김민수', type: '1시간', pin: '9051' })).statusCode).toBe(
          201,
        );
        expect((await unbook(second, { ...slot, pin: '9050' })).statusCode).toBe(403);
        expect((await unbook(second, { ...slot, pin: '9051' })).statusCode).toBe(200);
        expect(fs.existsSync(pinKeyFile(otherDir))).toBe(false);
      } finally {
        await second.close();
        fs.rmSync(otherDir, { recursive: true, force: true });
      }
    } finally {
      await t.close();
    }
  });

  it('comes from APP_SECRET when it is set, the same wherever it is set', async () => {
    const env = { APP_SECRET: 'a-secret-of-at-least-thirty-two-characters' };
    const first = await createTestApp({ now: NOW, env });
    const second = await createTestApp({ now: NOW, env });
    try {
      const slot = { date: TOMORROW, room: 6, time: 17 };
      expect(
        (await book(first.app, { ...slot, name: '김민수', type: '1시간', pin: '3141' })).statusCode,
      ).toBe(201);
      const row = await first.db
        .selectFrom('bookings')
        .select(['name', 'type', 'created_at', 'pin_hash'])
        .executeTakeFirstOrThrow();
      // The same row in another server's database: its key, from the same secret, checks it.
      await second.db
        .insertInto('bookings')
        .values({ ...slot, ...row })
        .execute();
      expect((await unbook(second.app, { ...slot, pin: '3140' })).statusCode).toBe(403);
      expect((await unbook(second.app, { ...slot, pin: '3141' })).statusCode).toBe(200);
      expect(fs.existsSync(pinKeyFile(first.config.dataDir))).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
