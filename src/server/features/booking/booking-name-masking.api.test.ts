/**
 * Visitors see bookers' names masked (김*수) on every path the board reaches them by: the board,
 * its kept copy, the deletion log, the answers to booking and deleting, the live events and the
 * page rendered on the server; signed-in staff see them whole, and the database keeps them whole.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, unbook } from '../../testing/booking.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { openSse } from '../../testing/sse-client.ts';
import { INDEX_HTML } from '../../testing/web-dir.ts';
import { appServingBuild } from '../../testing/web-dir-app.ts';

const DATE = '2026-11-22';

/** A stand-in for the web build's renderer: /book shows the board as its API answered it. */
const RENDERER = `
export async function render(url, transport) {
  const board = url === '/book' ? await (await transport('/api/book?date=${DATE}', { method: 'GET' })).text() : '';
  return { html: '<p>' + board + '</p>', state: {}, sources: [], title: undefined };
}
`;

const BUILD = {
  'web/index.html': INDEX_HTML,
  'web/.vite/manifest.json': JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
  'ssr/entry-server.js': RENDERER,
};

const get = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('bookers’ names on the public board', () => {
  const t = appServingBuild(BUILD, { now: '2026-11-21T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  const owner = signedInForTests(t, 'owner');
  beforeAll(() => bookFour(DATE));

  /** Four bookers at 10 o'clock on `date`, names of one to four syllables. */
  async function bookFour(date: string) {
    for (const [room, name] of [
      [1, '김민수'],
      [2, '이준'],
      [3, '남궁민수'],
      [4, '솔'],
    ] as const) {
      expect((await book(t.app, { date, room, time: 10, name, type: '1시간' })).statusCode).toBe(201);
    }
  }

  it('masks the board for a visitor and keeps it whole for staff, each from its own kept copy', async () => {
    // Staff first, so a visitor asking next would be handed staff's kept board if they shared one.
    for (const who of [owner, teacher]) {
      const staff = await get(t.app, `/api/book?date=${DATE}`, who.cookie);
      expect(names(staff.json())).toEqual(['김민수', '이준', '남궁민수', '솔']);
      expect(staff.headers['cache-control']).toBe('private, no-cache');
    }
    for (let read = 0; read < 2; read += 1) {
      const visitor = await get(t.app, `/api/book?date=${DATE}`);
      expect(names(visitor.json())).toEqual(['김*수', '이*', '남**수', '솔']);
      expect(visitor.headers.vary).toContain('Cookie');
      expect(visitor.headers['cache-control']).toBe('no-cache');
    }
    const brotli = await t.app.inject({
      url: `/api/book?date=${DATE}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers.etag).not.toBe(
      (await get(t.app, `/api/book?date=${DATE}`, owner.cookie)).headers.etag,
    );
  });

  it('never answers a visitor 304 for the staff’s board', async () => {
    const staff = await get(t.app, `/api/book?date=${DATE}`, owner.cookie);
    const visitor = await t.app.inject({
      url: `/api/book?date=${DATE}`,
      headers: { 'if-none-match': String(staff.headers.etag) },
    });
    expect(visitor.statusCode).toBe(200);
    expect(names(visitor.json())).toContain('김*수');
  });

  it('masks the name in a visitor’s deletion answer and in the deletion log', async () => {
    // A day of its own: the test deletes from its board and books more on it.
    const day = '2026-11-23';
    await bookFour(day);
    const booked = await book(t.app, { date: day, room: 5, time: 11, name: '박서연', type: '1시간' });
    // The booker's own name, as sent: they are told what was booked.
    expect(names(booked.json())).toEqual(['박서연']);
    const deleted = await unbook(t.app, { date: day, room: 5, time: 11 });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().name).toBe('박*연');

    const staffDeleted = await unbook(
      t.app,
      { date: day, room: 4, time: 10, pin: undefined },
      undefined,
      owner.cookie,
    );
    expect(staffDeleted.json().name).toBe('솔');

    expect(names((await get(t.app, `/api/logs?date=${day}`)).json())).toEqual(['솔', '박*연']);
    expect(names((await get(t.app, `/api/logs?date=${day}`, teacher.cookie)).json())).toEqual([
      '솔',
      '박서연',
    ]);
    // Stored whole: the log, and the daily limit that counts a name's hours.
    const stored = await t.app.db
      .selectFrom('booking_deletions')
      .select('name')
      .where('date', '=', day)
      .execute();
    expect(stored.map((row) => row.name).sort()).toEqual(['박서연', '솔']);
    await book(t.app, { date: day, room: 5, time: 12, name: '김민수', type: '1시간' });
    const over = await book(t.app, { date: day, room: 5, time: 13, name: '김민수', type: '1시간' });
    expect(over.statusCode).toBe(409);
    const other = await book(t.app, { date: day, room: 6, time: 13, name: '김영수', type: '1시간' });
    expect(other.statusCode).toBe(201);
  });

  it('renders /book for visitors with masked names, also after staff asked for it', async () => {
    t.app.invalidatePages();
    await get(t.app, '/book', owner.cookie);
    for (const cookie of [undefined, owner.cookie]) {
      const html = (await get(t.app, '/book', cookie)).body;
      expect(html).toContain('"name":"김*수"');
      expect(html).not.toContain('김민수');
    }
  });

  it('tells open boards only which date changed, never a name', async () => {
    const day = '2026-11-24';
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const stream = await openSse(`http://127.0.0.1:${address.port}/api/book/events?date=${day}`);
    try {
      const heard = stream.waitFor((change) => change.date === day);
      await book(t.app, { date: day, room: 6, time: 15, name: '최유리', type: '1시간' });
      await expect(heard).resolves.toEqual({ date: day });
    } finally {
      stream.close();
    }
  });
});
