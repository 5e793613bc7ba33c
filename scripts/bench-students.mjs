// `npm run bench:students`: the student pages' figures, on SQLite.
//  1. GET /api/member for a teacher with 200 students and 5,000 lesson records: requests per
//     second and p99 latency at 50 connections, beside a bare Fastify route answering the same
//     rows (the list with each last lesson day) in the same run (the ratio is the cost of our
//     stack: session lookup, validation, the query and the Korean sort);
//  2. the time for 20 concurrent lesson records on one student with 5 lessons left to settle
//     (exactly 5 + the studio's owed limit × 200, the rest 409, expected).
// The machine's load is printed beside the figures (scripts/lib/machine-load.mjs).
// The servers run in a child process (this file, forked with --serve), so autocannon does not
// share their event loop. Both listen on 127.0.0.1.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { reportFigures, watchLoad } from './lib/machine-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const STUDENTS = 200;
const LESSONS = 5000;
const RACERS = 20;

async function serve() {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(file, import.meta.url);
  const { buildApp } = await load('../src/server/app.ts');
  const { loadConfig } = await load('../src/server/config.ts');
  const { openSqlite } = await load('../src/server/db/connection.ts');
  const { migrateToLatest } = await load('../src/server/db/migrate.ts');
  const { createSession } = await load('../src/server/features/auth/session-store.ts');
  const { searchStudents } = await load('../src/server/features/students/students.queries.ts');
  const { getLessonRules } = await load('../src/server/features/site/site.queries.ts');
  const { seoulDate, addDays } = await load('../src/shared/time.ts');
  const { default: Fastify } = await import('fastify');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-students-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  const database = openSqlite(config.sqliteFile);
  const db = database.db;
  await migrateToLatest(db);
  // Logging as in production (LOG_LEVEL's default, info), written nowhere.
  const app = await buildApp({
    config,
    database,
    logger: { level: 'info', stream: fs.createWriteStream('/dev/null') },
  });

  const now = new Date();
  await db
    .insertInto('users')
    .values({
      id: 'bench_teacher',
      name: '벤치선생',
      phone: '010-0000-0000',
      password_hash: 'bench: no password login',
      role: 'teacher',
      created_at: now.toISOString(),
    })
    .execute();
  const token = await createSession(db, 'bench_teacher', now);

  // 200 students with Korean names, then 5,000 lessons spread over them and the last 60 days.
  const family = '김이박최정강조윤장임한오서신권황안송류홍';
  const given = ['민준', '서연', '도윤', '하은', '시우', '지우', '예준', '수아', '주원', '지호'];
  const students = Array.from({ length: STUDENTS }, (_, index) => ({
    teacher_id: 'bench_teacher',
    name: `${family[index % family.length]}${given[Math.floor(index / family.length) % given.length]}${index}`,
    phone: `010-${String(1000 + index).padStart(4, '0')}-5678`,
    join_date: seoulDate(now),
    remaining: 30,
    created_at: now.toISOString(),
  }));
  const ids = [];
  for (const student of students) {
    const row = await db.insertInto('students').values(student).returning('id').executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const today = seoulDate(now);
  const lessons = Array.from({ length: LESSONS }, (_, index) => ({
    student_id: ids[index % STUDENTS],
    lesson_day: addDays(today, -(index % 60)),
    status: '출석',
    recorded_at: now.toISOString(),
    recorded_by: 'bench_teacher',
  }));
  for (let start = 0; start < lessons.length; start += 500) {
    await db
      .insertInto('lessons_given')
      .values(lessons.slice(start, start + 500))
      .execute();
  }
  const racer = await db
    .insertInto('students')
    .values({ ...students[0], name: '경쟁학생', remaining: 5 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lesson_ledger')
    .values({
      student_id: racer.id,
      change: 5,
      reason: 'opening',
      at: now.toISOString(),
      actor_id: 'bench_teacher',
      balance: 5,
    })
    .execute();

  const payload = await searchStudents(db, 'bench_teacher', undefined);
  const { owedLimit } = await getLessonRules(db);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => payload);

  await app.listen({ port: 0, host: '127.0.0.1' });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  process.send({
    appPort: app.server.address().port,
    barePort: bare.server.address().port,
    cookie: `${app.sessionCookie.name}=${token}`,
    owedLimit,
  });
  process.on('message', async () => {
    await bare.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      else resolve({ rps: result.requests.average, p99: result.latency.p99 });
    });
  });
}

async function race(base, cookie) {
  const url = `${base}/api/member/${encodeURIComponent('경쟁학생')}`;
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: RACERS }, () =>
      fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ status: '출석' }),
      }).then((response) => response.status),
    ),
  );
  const elapsed = performance.now() - started;
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return { elapsed, counts };
}

async function main() {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const app = `http://127.0.0.1:${ready.appPort}`;
  const bare = `http://127.0.0.1:${ready.barePort}`;
  const headers = { cookie: ready.cookie };
  const load = watchLoad();
  try {
    console.log(
      `GET /api/member (${STUDENTS} students, ${LESSONS.toLocaleString('en-US')} lessons) vs a bare Fastify route, ${CONNECTIONS} connections, ${SECONDS} s each (SQLite)…`,
    );
    await measure(`${bare}/bare`); // warm-up for both: JIT, statement cache
    await measure(`${app}/api/member`, headers);
    const ours = await measure(`${app}/api/member`, headers);
    const plain = await measure(`${bare}/bare`);
    const settled = await race(app, ready.cookie);

    const fmt = (value) => Math.round(value).toLocaleString('en-US');
    const lines = [
      `GET /api/member        ${fmt(ours.rps)} req/s   p99 ${ours.p99} ms`,
      `bare Fastify route     ${fmt(plain.rps)} req/s   p99 ${plain.p99} ms`,
      `ratio (ours / bare)    ${(ours.rps / plain.rps).toFixed(2)}`,
      `${RACERS} concurrent lesson records on one student (5 left, ${ready.owedLimit} may be owed) settled in ${Math.round(settled.elapsed)} ms: ${JSON.stringify(settled.counts)}`,
    ];
    console.log('');
    for (const line of lines) console.log(line);
    reportFigures(load.stop(), lines);
    const allowed = 5 + ready.owedLimit;
    if (settled.counts[200] !== allowed || settled.counts[409] !== RACERS - allowed) {
      console.error(`unexpected race outcome: exactly ${allowed} × 200 and the rest 409 were expected`);
      process.exitCode = 1;
    }
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv[2] === '--serve') await serve();
else await main();
