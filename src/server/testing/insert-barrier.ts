/**
 * A barrier for race tests on PostgreSQL that holds requests after their checks: a trigger on
 * inserts into a table waits on an advisory lock the test holds, and once every request the
 * pool can hold waits there the test lets them all go together. SQLite writes one statement at
 * a time anyway: there the requests simply start together.
 */
import { sql } from 'kysely';
import pg from 'pg';
import type { TestApp } from './test-app.ts';
import { testDialect } from './test-database.ts';
import { warmPool } from './warm-pool.ts';

/** Connections in the app's pool: no more inserts than this can wait at the barrier at once. */
const POOL_SIZE = 10;

interface Barrier {
  table: string;
  /** The advisory lock's key, apart from every other file's, as files run side by side. */
  lock: number;
  /** A condition on `new` for the inserts to hold; every insert when left out. */
  when?: string;
}

export async function raceBehindInserts<T>(
  t: TestApp,
  barrier: Barrier,
  requests: number,
  start: () => Promise<T>,
): Promise<T> {
  if (testDialect() !== 'postgres') return start();
  const expected = Math.min(requests, POOL_SIZE);
  const lock = sql.lit(barrier.lock);
  const table = sql.table(barrier.table);
  await sql`create or replace function wait_at_barrier() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_lock_shared(${lock});
      perform pg_advisory_unlock_shared(${lock});
      return new;
    end $$`.execute(t.db);
  const when = barrier.when ? sql`when (${sql.raw(barrier.when)})` : sql``;
  await sql`create trigger wait_at_barrier before insert on ${table} for each row ${when}
    execute function wait_at_barrier()`.execute(t.db);
  const gate = new pg.Client({ connectionString: t.env.DATABASE_URL });
  await gate.connect();
  try {
    // Open the pool's connections first, so that the requests really run side by side.
    await warmPool(() => sql`select 1`.execute(t.db));
    await gate.query('select pg_advisory_lock($1)', [barrier.lock]);
    const racing = start();
    for (let tries = 0; ; tries += 1) {
      const { rows } = await gate.query(
        'select count(*)::int as waiting from pg_locks where locktype = $1 and objid = $2 and not granted',
        ['advisory', barrier.lock],
      );
      if (rows[0].waiting >= expected) break;
      if (tries > 2_000)
        throw new Error(`only ${rows[0].waiting} of ${expected} inserts reached the barrier`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await gate.query('select pg_advisory_unlock($1)', [barrier.lock]);
    return await racing;
  } finally {
    await gate.end();
    await sql`drop trigger if exists wait_at_barrier on ${table}`.execute(t.db);
  }
}
