// The chain's database for `npm run bench:chain`: dropped and created afresh on the server of
// BENCH_DATABASE_URL, brought up to date by the app's migrations, seeded (chain-seed.mjs) and
// checked: every student's kept balance agrees with the ledger (the app's balance check) and
// with the balance its latest ledger row left.
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { seedChain } from './chain-seed.mjs';

const { seoulDate, openPostgres, migrateToLatest, hashPassword, holidayTables, balanceMismatches } =
  await tsImport('./chain-harness.ts', import.meta.url);

export const CHAIN_PASSWORD = 'chain-bench-password-1';

function adminUrl(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

function databaseName(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`an unusual database name: ${name}`);
  return name;
}

export async function recreateDatabase(url) {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${databaseName(url)} with (force)`);
    await admin.query(`create database ${databaseName(url)}`);
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(url) {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${databaseName(url)} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds the chain; answers the row counts and how long each part took. */
export async function buildChain(url) {
  const today = seoulDate(new Date());
  const handle = openPostgres(url);
  const started = performance.now();
  await migrateToLatest(handle.db);
  const migrated = performance.now();
  const years = Array.from({ length: 7 }, (_, index) => String(Number(today.slice(0, 4)) - 5 + index));
  const holidays = (await holidayTables(years)).flatMap((table) => Object.keys(table));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts = await seedChain(client, {
      today,
      passwordHash: await hashPassword(CHAIN_PASSWORD),
      holidays,
    });
    const seeded = performance.now();
    // A database in use for years has been vacuumed and analysed by autovacuum long since.
    await client.query('vacuum analyze');
    const vacuumed = performance.now();
    const mismatches = await balanceMismatches(handle.db);
    const lastRows = await client.query(
      `select count(*)::int as wrong from students s
       join lateral (select balance from lesson_ledger l where l.student_id = s.id order by id desc limit 1) last on true
       where last.balance <> s.remaining`,
    );
    return {
      today,
      counts,
      migrateMs: migrated - started,
      seedMs: seeded - migrated,
      vacuumMs: vacuumed - seeded,
      mismatches: mismatches.length,
      wrongLastBalances: lastRows.rows[0].wrong,
    };
  } finally {
    await client.end();
    await handle.db.destroy();
  }
}
