// `npm run bench:calendar`: GET /api/calendar for a month of a studio with 5 teachers and 300
// students in weekly series (each lesson of the last two months recorded), median and p99
// latency over HTTP, one request at a time, as the owner (every teacher's month) and as one
// teacher, beside a bare Fastify route answering the same JSON in the same run. On SQLite and,
// when TEST_DATABASE_URL is set, on PostgreSQL (in a schema of its own, dropped afterwards).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { reportLoad, watchLoad } from './lib/machine-load.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;
const TEACHERS = 5;
const STUDENTS = 300;
const { buildApp, loadConfig, openSqlite, openPostgres, migrateToLatest, createSession, seoulDate } =
  await tsImport('./lib/bench-harness.ts', import.meta.url);
const { addDays } = await tsImport('../src/shared/time.ts', import.meta.url);
const { mondayOf, seriesOccurrenceKey } = await tsImport('../src/shared/calendar-rules.ts', import.meta.url);

const today = seoulDate(new Date());
const monthStart = `${today.slice(0, 7)}-01`;
const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1);

async function seed(db) {
  const now = new Date().toISOString();
  const teacherIds = Array.from({ length: TEACHERS }, (_, index) => `bench_t${index}`);
  await db
    .insertInto('users')
    .values([
      {
        id: 'bench_owner',
        name: '원장',
        phone: '010-0000-0000',
        password_hash: 'x',
        role: 'owner',
        created_at: now,
      },
      ...teacherIds.map((id, index) => ({
        id,
        name: `선생${index}`,
        phone: '010-0000-0000',
        password_hash: 'x',
        role: 'teacher',
        created_at: now,
      })),
    ])
    .execute();
  const startsOn = mondayOf(addDays(today, -84));
  const series = [];
  for (let index = 0; index < STUDENTS; index++) {
    const teacherId = teacherIds[index % TEACHERS];
    const slot = Math.floor(index / TEACHERS); // 0 … 59: 6 weekdays × 10 hours
    const student = await db
      .insertInto('students')
      .values({
        teacher_id: teacherId,
        name: `학생${index}`,
        phone: '',
        join_date: startsOn,
        remaining: 20,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('lesson_series')
      .values({
        teacher_id: teacherId,
        weekday: 1 + (slot % 6),
        time: 10 + Math.floor(slot / 6),
        type: '1시간',
        name: `학생${index}`,
        student_id: student.id,
        starts_on: startsOn,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    series.push({ id: Number(row.id), studentId: Number(student.id), weekday: 1 + (slot % 6), teacherId });
  }
  // Every lesson of the last eight weeks up to yesterday is recorded, as its occurrence.
  const records = [];
  const firstMonday = mondayOf(addDays(today, -56));
  for (const item of series) {
    for (let date = addDays(firstMonday, item.weekday - 1); date < today; date = addDays(date, 7)) {
      records.push({
        student_id: item.studentId,
        lesson_day: date,
        status: '출석',
        recorded_at: now,
        recorded_by: item.teacherId,
        occurrence: seriesOccurrenceKey(item.id, date),
      });
    }
  }
  for (let start = 0; start < records.length; start += 500) {
    await db
      .insertInto('lessons_given')
      .values(records.slice(start, start + 500))
      .execute();
  }
  return { teacherIds, records: records.length };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timings(url, headers) {
  const times = [];
  let bytes = 0;
  let last = '[]';
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body}`);
    if (index >= WARMUP) times.push(elapsed);
    bytes = body.length;
    last = body;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    bytes,
    occurrences: JSON.parse(last).length,
  };
}

async function measure(label, handle) {
  await migrateToLatest(handle.db, handle.schema ? { schema: handle.schema } : undefined);
  const { teacherIds, records } = await seed(handle.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-calendar-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database: handle, logger: false });
  const { default: Fastify } = await import('fastify');
  const owner = await createSession(handle.db, 'bench_owner', new Date());
  const teacher = await createSession(handle.db, teacherIds[0], new Date());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const cookie = (token) => ({ cookie: `${app.sessionCookie.name}=${token}` });
  const query = `/api/calendar?from=${monthStart}&to=${monthEnd}`;

  const sample = await (await fetch(`${base}${query}`, { headers: cookie(owner) })).text();
  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_request, reply) => reply.type('application/json').send(sample));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${bare.server.address().port}`;

  const rows = [];
  const everyone = await timings(`${base}${query}`, cookie(owner));
  const one = await timings(`${base}${query}&teacherId=${teacherIds[0]}`, cookie(teacher));
  const baseline = await timings(`${bareBase}/bare`, {});
  for (const [what, result] of [
    ['owner: 5 teachers', everyone],
    ['teacher: own month', one],
    ['bare route, same JSON', baseline],
  ]) {
    rows.push({
      database: label,
      request: what,
      occurrences: result.occurrences,
      records,
      p50Ms: Number(result.p50.toFixed(2)),
      p99Ms: Number(result.p99.toFixed(2)),
      kB: Number((result.bytes / 1024).toFixed(1)),
    });
  }
  await bare.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

const machineLoad = watchLoad();
const results = await measure('SQLite', openSqlite(':memory:'));
const url = process.env.TEST_DATABASE_URL;
if (url) {
  const pg = (await import('pg')).default;
  const schema = `bench_calendar_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    results.push(...(await measure('PostgreSQL', { ...openPostgres(url, { searchPath: schema }), schema })));
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log('TEST_DATABASE_URL is not set: PostgreSQL skipped.');
}
console.table(results);
reportLoad(machineLoad.stop());
process.exit(0);
