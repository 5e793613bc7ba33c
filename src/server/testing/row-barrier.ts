/**
 * A real barrier for race tests on PostgreSQL: a gate connection locks a row (FOR UPDATE) in an
 * open transaction, the test starts its requests, waits until that many are blocked behind the
 * gate — directly or behind one another — and only then lets them all go at once. On SQLite,
 * which runs one write transaction at a time anyway, the requests simply start together.
 */
import pg from 'pg';
import type { TestApp } from './test-app.ts';
import { testDialect } from './test-database.ts';

/** Connections in the app's pool: no more requests than this can wait at the database at once. */
const POOL_SIZE = 10;

type GateRow =
  | { table: 'students' | 'payments' | 'lessons_given' | 'studio_hours_settings' | 'invoices'; id: number }
  | { table: 'users'; id: string }
  /** A rate-limit bucket, keyed by text; it must exist. */
  | { table: 'rate_buckets'; key: string }
  /** A family sign-in link, keyed by its token's hash. */
  | { table: 'family_links'; tokenHash: string }
  /** A phone's open family sign-in code. */
  | { table: 'family_codes'; phone: string }
  /** A transaction-scoped advisory lock, as the calendar's overlap trigger takes per teacher. */
  | { advisory: string };

export function raceBehindRow<T>(
  t: TestApp,
  row: GateRow,
  start: () => Promise<T>,
  requests: number,
): Promise<T> {
  return raceBehindGate(
    t,
    async (gate) => {
      if ('advisory' in row) {
        await gate.query('select pg_advisory_xact_lock(hashtext($1))', [row.advisory]);
        return;
      }
      const [column, value] =
        row.table === 'rate_buckets'
          ? ['key', row.key]
          : row.table === 'family_links'
            ? ['token_hash', row.tokenHash]
            : row.table === 'family_codes'
              ? ['phone', row.phone]
              : ['id', row.id];
      const locked = await gate.query(`select 1 from ${row.table} where ${column} = $1 for update`, [value]);
      if (locked.rowCount !== 1) throw new Error(`no ${row.table} row ${value} to wait behind`);
    },
    start,
    requests,
  );
}

/** `requests` of one kind, each told its index, started together behind the row. */
export function raceEachBehindRow<T>(
  t: TestApp,
  row: GateRow,
  requests: number,
  request: (index: number) => Promise<T>,
): Promise<T[]> {
  return raceBehindRow(
    t,
    row,
    () => Promise.all(Array.from({ length: requests }, (_, index) => request(index))),
    requests,
  );
}

/**
 * The barrier itself: `hold` takes what the requests will wait for inside the gate's open
 * transaction (a row lock, or a row written and not yet committed); once `requests` wait, the
 * gate ends its transaction — `commit`, or `rollback` to take back what it wrote.
 */
export async function raceBehindGate<T>(
  t: TestApp,
  hold: (gate: pg.Client) => Promise<void>,
  start: () => Promise<T>,
  requests: number,
  end: 'commit' | 'rollback' = 'commit',
): Promise<T> {
  if (testDialect() !== 'postgres') return start();
  const gate = new pg.Client({ connectionString: t.env.DATABASE_URL });
  await gate.connect();
  try {
    await gate.query('begin');
    await hold(gate);
    const gatePid = (await gate.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    const racing = start();
    const expected = Math.min(requests, POOL_SIZE);
    for (let tries = 0; ; tries += 1) {
      // Inside a transaction PostgreSQL keeps the first look at pg_stat_activity: a request
      // on a connection the pool opened after it would never be seen waiting.
      await gate.query('select pg_stat_clear_snapshot()');
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
    await gate.query(end);
    return await racing;
  } finally {
    await gate.end();
  }
}
