/** Shared steps of the enquiry API tests, and a barrier on a rate-limit bucket for races. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { SignedIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';
import { testDialect } from './test-database.ts';

export const anEnquiry = (overrides: Record<string, unknown> = {}) => ({
  name: '김하늘',
  phone: '010-1234-5678',
  instrument: '색소폰',
  preferredTimes: ['평일 저녁', '주말'],
  message: '처음 배워 보려고 합니다. 체험 레슨이 가능할까요?',
  consent: true,
  ...overrides,
});

export function sendEnquiry(app: FastifyInstance, body: unknown, ip = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: '/api/enquiries',
    remoteAddress: ip,
    payload: body as Record<string, unknown>,
  });
}

const headers = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

export function listEnquiries(app: FastifyInstance, who: SignedIn | null, query = '') {
  return app.inject({ url: `/api/enquiries${query}`, headers: headers(who) });
}

export function enquirySummary(app: FastifyInstance, who: SignedIn | null) {
  return app.inject({ url: '/api/enquiries/summary', headers: headers(who) });
}

export function moveEnquiry(
  app: FastifyInstance,
  who: SignedIn | null,
  id: number | string,
  status: unknown,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/enquiries/${id}`,
    headers: headers(who),
    payload: { status },
  });
}

export function registerEnquiry(
  app: FastifyInstance,
  who: SignedIn | null,
  id: number | string,
  body?: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/enquiries/${id}/register`,
    headers: headers(who),
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** Connections in the app's pool: no more requests than this can wait at the database at once. */
const POOL_SIZE = 10;

/**
 * Like row-barrier.ts, for a rate-limit bucket (keyed by text): on PostgreSQL a gate
 * connection locks the bucket's row, the requests start and queue behind it, and all are let
 * go at once; on SQLite, which writes one transaction at a time, they simply start together.
 * The bucket must exist.
 */
export async function raceBehindBucket<T>(
  t: TestApp,
  key: string,
  start: () => Promise<T>,
  requests: number,
): Promise<T> {
  if (testDialect() !== 'postgres') return start();
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  const gate = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL,
    options: `-c search_path=${rows[0]!.schema}`,
  });
  await gate.connect();
  try {
    await gate.query('begin');
    const locked = await gate.query('select key from rate_buckets where key = $1 for update', [key]);
    if (locked.rowCount !== 1) throw new Error(`no bucket ${key} to wait behind`);
    const gatePid = (await gate.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    const racing = start();
    const expected = Math.min(requests, POOL_SIZE);
    for (let tries = 0; ; tries += 1) {
      const { rows: waiting } = await gate.query(
        `with recursive blocked(pid) as (
           select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
           union
           select a.pid from pg_stat_activity a join blocked b on b.pid = any(pg_blocking_pids(a.pid))
         ) select count(*)::int as count from blocked`,
        [gatePid],
      );
      if (waiting[0].count >= expected) break;
      if (tries > 2_000)
        throw new Error(`only ${waiting[0].count} of ${expected} requests reached the barrier`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await gate.query('commit');
    return await racing;
  } finally {
    await gate.end();
  }
}
