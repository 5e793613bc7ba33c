/** The kept boards: right after every change, never kept from a read a change overtook. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BoardCache, BoardSnapshot } from './board-cache.ts';
import type { BookingEvents, ChangeListener } from './booking-events.ts';

/** Events a test drives by hand: changes, and a LISTEN connection that drops and returns. */
function fakeEvents() {
  const changes = new Set<ChangeListener>();
  const gaps = new Set<() => void>();
  const events = {
    listening: true as boolean,
    publish: async () => {},
    subscribe: (listener: ChangeListener) => {
      changes.add(listener);
      return () => changes.delete(listener);
    },
    onGap: (listener: () => void) => {
      gaps.add(listener);
      return () => gaps.delete(listener);
    },
    close: async () => {},
  } satisfies BookingEvents;
  return {
    events,
    change: (date: string) => {
      for (const listener of changes) listener({ date });
    },
    drop: (listening: boolean) => {
      events.listening = listening;
      for (const listener of gaps) listener();
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A database stand-in: counts reads and answers what the board holds now. */
function boardSource(initial: string) {
  const source = {
    board: initial,
    reads: 0,
    load: async () => {
      source.reads += 1;
      return source.board;
    },
  };
  return source;
}

const DAY = '2026-11-21';
const text = async (value: BoardSnapshot | Promise<BoardSnapshot>) => (await value).plain.body.toString();

describe('BoardCache', () => {
  it('reads a board once and answers from memory until that date changes', async () => {
    const { events, change } = fakeEvents();
    const cache = new BoardCache(events);
    const source = boardSource('[]');
    expect(await text(cache.get(DAY, source.load))).toBe('[]');
    expect(await text(cache.get(DAY, source.load))).toBe('[]');
    expect(source.reads).toBe(1);

    source.board = '[1]';
    change('2026-11-22');
    expect(await text(cache.get(DAY, source.load))).toBe('[]');
    change(DAY);
    expect(await text(cache.get(DAY, source.load))).toBe('[1]');
    expect(source.reads).toBe(2);
  });

  it('never keeps a read that a change overtook, though it answers the requests that waited for it', async () => {
    const { events, change } = fakeEvents();
    const cache = new BoardCache(events);
    const rowsRead = deferred<string>();
    const overtaken = cache.get(DAY, () => rowsRead.promise);
    const joined = cache.get(DAY, async () => 'a second read was not needed');

    change(DAY); // the booking commits while the old rows are on their way
    rowsRead.resolve('[]');
    expect(await text(overtaken)).toBe('[]');
    expect(await text(joined)).toBe('[]');

    const source = boardSource('[1]');
    expect(await text(cache.get(DAY, source.load))).toBe('[1]');
    expect(source.reads).toBe(1);
  });

  it('starts a new read for requests that come after the change, and keeps only that one', async () => {
    const { events, change } = fakeEvents();
    const cache = new BoardCache(events);
    const oldRows = deferred<string>();
    const newRows = deferred<string>();
    const before = cache.get(DAY, () => oldRows.promise);
    change(DAY);
    const after = cache.get(DAY, () => newRows.promise);
    newRows.resolve('[1]');
    expect(await text(after)).toBe('[1]');
    oldRows.resolve('[]'); // the overtaken read finishes last
    expect(await text(before)).toBe('[]');
    expect(await text(cache.get(DAY, async () => 'not read again'))).toBe('[1]');
  });

  it('keeps nothing while changes cannot be heard, and forgets everything at a gap', async () => {
    const { events, drop } = fakeEvents();
    const cache = new BoardCache(events);
    const source = boardSource('[]');
    await cache.get(DAY, source.load);

    drop(false);
    await cache.get(DAY, source.load);
    await cache.get(DAY, source.load);
    expect(source.reads).toBe(3);

    const rowsRead = deferred<string>();
    const pending = cache.get(DAY, () => rowsRead.promise);
    drop(true); // back, but what changed in between went unheard
    rowsRead.resolve('[]');
    await pending;
    await cache.get(DAY, source.load);
    await cache.get(DAY, source.load);
    expect(source.reads).toBe(4);
  });

  it('reads again after the time limit, in case an announcement was lost', async () => {
    const { events } = fakeEvents();
    let now = 0;
    const cache = new BoardCache(events, { maxAgeMs: 1000, now: () => now });
    const source = boardSource('[]');
    await cache.get(DAY, source.load);
    now = 999;
    await cache.get(DAY, source.load);
    expect(source.reads).toBe(1);
    now = 1000;
    await cache.get(DAY, source.load);
    expect(source.reads).toBe(2);
  });

  it('keeps a bounded number of dates, dropping the oldest', async () => {
    const { events } = fakeEvents();
    const cache = new BoardCache(events, { maxDates: 2 });
    const source = boardSource('[]');
    for (const date of ['2026-11-21', '2026-11-22', '2026-11-23']) await cache.get(date, source.load);
    await cache.get('2026-11-23', source.load);
    await cache.get('2026-11-22', source.load);
    expect(source.reads).toBe(3);
    await cache.get('2026-11-21', source.load);
    expect(source.reads).toBe(4);
  });

  it('does not keep a failed read', async () => {
    const { events } = fakeEvents();
    const cache = new BoardCache(events);
    await expect(cache.get(DAY, async () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await text(cache.get(DAY, async () => '[]'))).toBe('[]');
  });
});

describe('BoardSnapshot', () => {
  const big = JSON.stringify(Array.from({ length: 40 }, (_, room) => ({ room, name: `연습생${room}` })));

  it('tags each coding with a strong ETag of its own bytes', async () => {
    const snapshot = new BoardSnapshot(big);
    expect(snapshot.plain.etag).toMatch(/^"[\w-]{27}"$/);
    expect(new BoardSnapshot(big).plain.etag).toBe(snapshot.plain.etag);
    expect(new BoardSnapshot('[]').plain.etag).not.toBe(snapshot.plain.etag);

    const br = await snapshot.in('br');
    expect(br.encoding).toBe('br');
    expect(br.etag).toBe(`${snapshot.plain.etag.slice(0, -1)}-br"`);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(big);
    const gzip = await snapshot.in('gzip');
    expect(gzip.etag).toBe(`${snapshot.plain.etag.slice(0, -1)}-gzip"`);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(big);
    expect(snapshot.in('br')).toBe(br); // compressed once
  });

  it('sends a small board as it is', async () => {
    const snapshot = new BoardSnapshot('[]');
    expect(await snapshot.in('br')).toBe(snapshot.plain);
    expect(snapshot.in(undefined)).toBe(snapshot.plain);
  });
});
