// `npm run bench:stats`: GET /api/stats for a busy studio (3 teachers, 300 students, 3 years:
// about 40,000 lesson and payment rows), median and p99 latency on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL (in a schema of its own, dropped afterwards).
// Requests go one at a time over HTTP to the real app, as the owner (the heaviest answer:
// the whole studio, per teacher, and the 12-month chart), for the months of the last year.
// `node scripts/bench-stats.mjs --seed <file.db>` only builds the studio in a SQLite file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { reportLoad, watchLoad } from './lib/machine-load.mjs';

const machineLoad = watchLoad();

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const WARMUP = 60;
const {
  buildApp,
  loadConfig,
  openSqlite,
  openPostgres,
  migrateToLatest,
  createSession,
  seedBenchStudio,
  seoulDate,
  addMonths,
  monthKey,
  seoulMonthOf,
} = await tsImport('./lib/bench-harness.ts', import.meta.url);

const today = seoulDate(new Date());

async function seed(handle) {
  await migrateToLatest(handle.db, handle.schema ? { schema: handle.schema } : undefined);
  const started = performance.now();
  const studio = await seedBenchStudio(handle.db, today);
  return { ...studio, seedMs: Math.round(performance.now() - started) };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label, handle) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-stats-'));
  const studio = await seed(handle);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database: handle, logger: false });
  await handle.db
    .insertInto('users')
    .values({
      id: 'bench_owner',
      name: '원장',
      phone: '010-0000-0000',
      password_hash: 'x',
      role: 'owner',
      created_at: new Date().toISOString(),
    })
    .execute();
  const token = await createSession(handle.db, 'bench_owner', new Date());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const headers = { cookie: `${app.sessionCookie.name}=${token}` };
  const current = seoulMonthOf(new Date());
  const months = Array.from({ length: 12 }, (_, index) => monthKey(addMonths(current, -index)));

  const timings = [];
  let bytes = 0;
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/stats?month=${months[index % months.length]}`, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${body}`);
    if (index >= WARMUP) timings.push(elapsed);
    bytes = body.length;
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  timings.sort((a, b) => a - b);
  return {
    database: label,
    rows: studio.lessons + studio.payments,
    lessons: studio.lessons,
    payments: studio.payments,
    seedMs: studio.seedMs,
    requests: REQUESTS,
    medianMs: Number(percentile(timings, 50).toFixed(2)),
    p99Ms: Number(percentile(timings, 99).toFixed(2)),
    responseBytes: bytes,
  };
}

if (process.argv[2] === '--seed') {
  const handle = openSqlite(process.argv[3]);
  console.log(await seed(handle));
  await handle.db.destroy();
  process.exit(0);
}

const results = [await measure('SQLite', openSqlite(':memory:'))];
const url = process.env.TEST_DATABASE_URL;
if (url) {
  const pg = (await import('pg')).default;
  const schema = `bench_stats_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const handle = { ...openPostgres(url, { searchPath: schema }), schema };
    results.push(await measure('PostgreSQL', handle));
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log('TEST_DATABASE_URL is not set: PostgreSQL skipped.');
}
console.table(results);
reportLoad(machineLoad.stop());
