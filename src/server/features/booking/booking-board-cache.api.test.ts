/**
 * GET /api/book from memory: ETags and 304, a board that follows every booking and deletion
 * (also those made through another instance), and no stale board kept from a read that a
 * change overtook.
 */
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { book, staffCookie, unbook } from '../../testing/booking.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import { openSse } from '../../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';

/** A board read a test holds after its rows came back, until the test lets it go. */
const held = vi.hoisted(() => ({
  date: undefined as string | undefined,
  reached: () => {},
  release: Promise.resolve(),
}));

vi.mock('./booking.queries.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./booking.queries.ts')>();
  return {
    ...actual,
    listBookings: async (...args: Parameters<typeof actual.listBookings>) => {
      const rows = await actual.listBookings(...args);
      if (held.date === args[1]) {
        held.date = undefined;
        held.reached();
        await held.release;
      }
      return rows;
    },
  };
});

/** Holds the next read of `date` once its rows are in; `release` lets it finish. */
function holdNextRead(date: string) {
  let release!: () => void;
  held.release = new Promise<void>((done) => {
    release = done;
  });
  const reached = new Promise<void>((done) => {
    held.reached = done;
  });
  held.date = date;
  return { reached, release };
}

const NOW = '2026-11-21T10:00:00+09:00';
const slot = (date: string, room: number, time: number, name: string) => ({
  date,
  room,
  time,
  name,
  type: '1시간',
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe('GET /api/book kept in memory', () => {
  const t = appForTests({ now: NOW });

  // As staff, names whole (visitors' masked board: booking-name-masking.api.test.ts).
  const get = async (date: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/book?date=${date}`,
      headers: { cookie: await staffCookie(t.app), ...headers },
    });

  it('answers with a strong ETag, and 304 without a body to a client that holds that board', async () => {
    const date = '2026-11-22';
    expect((await book(t.app, slot(date, 1, 12, '김하나'))).statusCode).toBe(201);
    const first = await get(date);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.json()).toEqual([slot(date, 1, 12, '김하나')]);
    expect((await get(date)).headers.etag).toBe(first.headers.etag);

    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(date, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await get(date, { 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers a client without If-None-Match exactly as the board reads', async () => {
    const date = '2026-11-23';
    await book(t.app, slot(date, 2, 9, '나둘'));
    await book(t.app, slot(date, 1, 9, '다셋'));
    const response = await get(date);
    expect(response.body).toBe(JSON.stringify([slot(date, 1, 9, '다셋'), slot(date, 2, 9, '나둘')]));
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends a busy board compressed, each coding with its own tag', async () => {
    const date = '2026-11-24';
    for (let room = 1; room <= 6; room++)
      for (const time of [10, 14, 18]) await book(t.app, slot(date, room, time, `연습생${room}-${time}`));
    const plain = await get(date);
    const br = await get(date, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(br.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(date, { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const again = await get(date, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    // The brotli bytes' tag is not the plain bytes' tag.
    expect((await get(date, { 'if-none-match': br.headers.etag as string })).statusCode).toBe(200);
  });

  it('shows a booking and a deletion at once, with a new ETag each time', async () => {
    const date = '2026-11-25';
    const empty = await get(date);
    expect(empty.json()).toEqual([]);

    expect((await book(t.app, slot(date, 3, 15, '예약자'))).statusCode).toBe(201);
    const booked = await get(date, { 'if-none-match': empty.headers.etag as string });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toEqual([slot(date, 3, 15, '예약자')]);
    expect(booked.headers.etag).not.toBe(empty.headers.etag);

    expect((await unbook(t.app, { date, room: 3, time: 15 })).statusCode).toBe(200);
    const freed = await get(date, { 'if-none-match': booked.headers.etag as string });
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toEqual([]);
    expect(freed.headers.etag).toBe(empty.headers.etag);
  });

  it('keeps other dates as they were', async () => {
    const date = '2026-11-26';
    const before = await get(date);
    await book(t.app, slot('2026-11-27', 1, 12, '다른날'));
    expect((await get(date, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(304);
  });

  it('does not keep a board read while a booking landed: the next read shows the booking', async () => {
    const date = '2026-11-28';
    const hold = holdNextRead(date);
    const reading = get(date);
    await hold.reached; // the rows are read, the board not yet kept
    expect((await book(t.app, slot(date, 4, 16, '끼어든'))).statusCode).toBe(201);
    hold.release();
    expect((await reading).json()).toEqual([]);
    expect((await get(date)).json()).toEqual([slot(date, 4, 16, '끼어든')]);
  });

  it('does not keep a board read while a deletion landed', async () => {
    const date = '2026-11-29';
    await book(t.app, slot(date, 5, 17, '지울'));
    const hold = holdNextRead(date);
    const reading = get(date);
    await hold.reached;
    expect((await unbook(t.app, { date, room: 5, time: 17 })).statusCode).toBe(200);
    hold.release();
    expect((await reading).json()).toEqual([slot(date, 5, 17, '지울')]);
    expect((await get(date)).json()).toEqual([]);
  });
});

describe.runIf(testDialect() === 'postgres')('GET /api/book kept in memory on two instances', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let firstUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    second = await createSecondInstance(t);
    firstUrl = await listen(t.app);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  // As staff, names whole (visitors' masked board: booking-name-masking.api.test.ts).
  const get = async (date: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/book?date=${date}`,
      headers: { cookie: await staffCookie(t.app), ...headers },
    });

  /** Runs `change` and waits until the first instance has heard of it. */
  async function heardOnFirst(date: string, change: () => Promise<unknown>) {
    const stream = await openSse(`${firstUrl}/api/book/events?date=${date}`);
    try {
      const heard = stream.waitFor((event) => event.date === date);
      await change();
      await heard;
    } finally {
      stream.close();
    }
  }

  it('forgets a kept board when the other instance books or deletes', async () => {
    const date = '2026-11-22';
    const empty = await get(date);
    expect((await get(date, { 'if-none-match': empty.headers.etag as string })).statusCode).toBe(304);

    await heardOnFirst(date, async () => {
      expect((await book(second, slot(date, 1, 11, '옆서버'))).statusCode).toBe(201);
    });
    const booked = await get(date, { 'if-none-match': empty.headers.etag as string });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toEqual([slot(date, 1, 11, '옆서버')]);

    await heardOnFirst(date, async () => {
      expect((await unbook(second, { date, room: 1, time: 11 })).statusCode).toBe(200);
    });
    expect((await get(date)).json()).toEqual([]);
  });

  it('does not keep a board read while the other instance booked', async () => {
    const date = '2026-11-23';
    const hold = holdNextRead(date);
    const reading = get(date);
    await hold.reached;
    await heardOnFirst(date, async () => {
      expect((await book(second, slot(date, 2, 13, '옆에서'))).statusCode).toBe(201);
    });
    hold.release();
    expect((await reading).json()).toEqual([]);
    expect((await get(date)).json()).toEqual([slot(date, 2, 13, '옆에서')]);
  });

  it('forgets kept boards when the LISTEN connection was lost, as changes went unheard meanwhile', async () => {
    const date = '2026-11-24';
    expect((await get(date)).json()).toEqual([]);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
    const listen = `listen "booking_changes_${rows[0]!.schema}"`;
    const listeners = sql<{
      pid: number;
    }>`select pid from pg_stat_activity where query = ${listen} and datname = current_database()`;
    const lost = (await listeners.execute(t.db)).rows.map((row) => row.pid);
    expect(lost).toHaveLength(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${sql.join(lost)})`.execute(
      t.db,
    );

    // Booked while no instance listens: nobody hears of it.
    expect((await book(second, slot(date, 3, 14, '못들은'))).statusCode).toBe(201);
    await vi.waitFor(
      async () => {
        const now = (await listeners.execute(t.db)).rows.filter((row) => !lost.includes(row.pid));
        expect(now).toHaveLength(2);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await get(date)).json()).toEqual([slot(date, 3, 14, '못들은')]);
  });
});
