/** Open boards hear about changes without reloading, also across server instances. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { book, unbook } from '../../testing/booking.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import { openSse } from '../../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';

const DATE = '2026-11-23';

/** The app's address, listening on a free port from the first call on. */
async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe('GET /api/book/events', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  let base: string;
  beforeAll(async () => {
    base = await listen(t.app);
  });

  it('streams a change for the date that was booked and then freed', async () => {
    const stream = await openSse(`${base}/api/book/events?date=${DATE}`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      const booked = stream.waitFor((change) => change.date === DATE);
      await book(t.app, { date: DATE, room: 1, time: 12, name: '실시간', type: '1시간' });
      await expect(booked).resolves.toEqual({ date: DATE });

      const other = await openSse(`${base}/api/book/events?date=${DATE}`);
      const deleted = other.waitFor((change) => change.date === DATE);
      await unbook(t.app, { date: DATE, room: 1, time: 12 });
      await expect(deleted).resolves.toEqual({ date: DATE });
      other.close();
    } finally {
      stream.close();
    }
  });

  it('stays quiet about other dates', async () => {
    const stream = await openSse(`${base}/api/book/events?date=2026-11-30`);
    try {
      await book(t.app, { date: DATE, room: 2, time: 12, name: '다른날', type: '1시간' });
      await book(t.app, { date: '2026-11-30', room: 2, time: 12, name: '그날', type: '1시간' });
      // Changes arrive in order: had the other date's come through, it would be the first.
      await expect(stream.waitFor(() => true)).resolves.toEqual({ date: '2026-11-30' });
    } finally {
      stream.close();
    }
  });

  it('does not hold up closing the app while a board is connected', async () => {
    const other = await createTestApp();
    const url = await listen(other.app);
    const stream = await openSse(`${url}/api/book/events`);
    // Closing resolves while the stream is still open (a hang would fail by the test's timeout).
    await other.close();
    stream.close();
  });
});

describe.runIf(testDialect() === 'postgres')('two server instances over one PostgreSQL database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
    second = await createSecondInstance(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('tells boards on one instance about bookings made through the other', async () => {
    const stream = await openSse(`${await listen(second)}/api/book/events?date=${DATE}`);
    try {
      const heard = stream.waitFor((change) => change.date === DATE);
      expect(
        (await book(t.app, { date: DATE, room: 3, time: 15, name: '첫서버', type: '1시간' })).statusCode,
      ).toBe(201);
      await expect(heard).resolves.toEqual({ date: DATE });
      // A visitor's read on the other instance: masked (booking-name-masking.api.test.ts).
      const seen = await second.inject({ method: 'GET', url: `/api/book?date=${DATE}` });
      expect(seen.json()).toEqual([{ date: DATE, room: 3, time: 15, name: '첫*버', type: '1시간' }]);
    } finally {
      stream.close();
    }
  });

  it('keeps the slot rule across instances', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(index % 2 ? second : t.app, {
          date: DATE,
          room: 4,
          time: 16,
          name: `경쟁${index}`,
          type: '1시간',
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
  });

  it('tells an open board to read its date again once a lost LISTEN connection is back', async () => {
    const date = '2026-11-25';
    const stream = await openSse(`${await listen(second)}/api/book/events?date=${date}`);
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
      const listening = `listen "booking_changes_${rows[0]!.schema}"`;
      const lost = await sql<{
        pid: number;
      }>`select pid from pg_stat_activity where query = ${listening} and datname = current_database()`.execute(
        t.db,
      );
      expect(lost.rows).toHaveLength(2);
      const told = stream.waitFor((change) => change.date === date, 10_000);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${sql.join(
        lost.rows.map((row) => row.pid),
      )})`.execute(t.db);
      // Booked while no instance listens: the board hears of it only through the catch-up.
      expect((await book(t.app, { date, room: 5, time: 17, name: '못들은', type: '1시간' })).statusCode).toBe(
        201,
      );
      await expect(told).resolves.toEqual({ date });
    } finally {
      stream.close();
    }
  });
});
