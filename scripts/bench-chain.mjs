// `npm run bench:chain`: a studio chain's scale on PostgreSQL.
//  1. The chain's database (BENCH_DATABASE_URL, default
//     postgresql://postgres:postgres@127.0.0.1:5432/studio_chain; dropped and created afresh,
//     dropped again at the end unless BENCH_KEEP=1): the app's migrations, then 50 teachers,
//     5,000 students and 5 years of lessons, payments, ledger and credits seeded inside
//     PostgreSQL (lib/chain-seed.mjs), about 1.5 million rows; the row counts, the seeding time
//     and the check that every balance agrees with its ledger.
//  2. Two instances of the built server (npm run build; BUILD_DIR) on that database, one
//     address in front of them (a round-robin proxy, lib/round-robin-proxy.mjs).
//  3. Through that address, p50/p99 over BENCH_REQUESTS requests (default 300) from 4
//     connections: the student list, the month's statistics, the calendar's month (and the
//     week the calendar page asks for), the 출석부; then the booking board's live update from
//     one instance to a board listening on the other (20 bookings).
// The machine's load is printed beside the figures; `--readme` writes the table into the
// README (between the bench:chain markers) only when the load stayed at or below 1 per core
// (lib/machine-load.mjs). Each request is also timed alone right after a change, when nothing is
// kept for it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChain, CHAIN_PASSWORD, dropDatabase, recreateDatabase } from './lib/chain-database.mjs';
import { startInstance, startProxyProcess, stopInstance, stopProcess } from './lib/chain-instances.mjs';
import { writeChainFigures } from './lib/chain-readme.mjs';
import { afterChanges, latencies, liveUpdates, signIn } from './lib/chain-requests.mjs';
import { busyMachineWarning, loadLine, watchLoad } from './lib/machine-load.mjs';
import { startProxy } from './lib/round-robin-proxy.mjs';

const script = fileURLToPath(import.meta.url);

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = 4;
const LIVE_ROUNDS = 20;
const CHANGE_ROUNDS = 10;
const GOAL_MS = 200;

function monthBounds(today) {
  const [year, month] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { month: prefix, from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

function weekOf(today) {
  const day = new Date(`${today}T00:00:00Z`);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

function nextDay(day) {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
}

const count = (value) => value.toLocaleString('en-US');
const lessonsIn = (stats) => Object.values(stats.lessons).reduce((sum, n) => sum + n, 0);

/** What is measured: who asks, what, and what the answer holds. */
function cases(today, teacher) {
  const { month, from, to } = monthBounds(today);
  const week = weekOf(today);
  return [
    ['student list (teacher)', 'teacher', '/api/member', (body) => `${count(body.length)} students`],
    [
      'statistics, month (teacher)',
      'teacher',
      `/api/stats?month=${month}`,
      (b) => `${count(lessonsIn(b))} lessons`,
    ],
    [
      'statistics, month (owner, chain)',
      'owner',
      `/api/stats?month=${month}`,
      (b) => `${count(lessonsIn(b))} lessons`,
    ],
    [
      'calendar, week (teacher; what the page asks)',
      'teacher',
      `/api/calendar?from=${week.from}&to=${week.to}&teacherId=${teacher}`,
      (body) => `${count(body.length)} lessons`,
    ],
    [
      'calendar, month (teacher)',
      'teacher',
      `/api/calendar?from=${from}&to=${to}&teacherId=${teacher}`,
      (body) => `${count(body.length)} lessons`,
    ],
    [
      '출석부, month (teacher)',
      'teacher',
      `/api/stats/attendance?month=${month}`,
      (b) => `${count(b.rows.length)} students`,
    ],
    [
      '출석부, month (owner, chain)',
      'owner',
      `/api/stats/attendance?month=${month}`,
      (b) => `${count(b.rows.length)} students`,
    ],
  ];
}

/** The student list the app answers must show each student's balance as the ledger sums it. */
async function checkStudentList(proxy, cookie, databaseUrl, teacher) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select s.id, coalesce(sum(l.change), 0)::int as ledger from students s
       left join lesson_ledger l on l.student_id = s.id where s.teacher_id = $1 group by s.id`,
      [teacher],
    );
    const ledger = new Map(rows.map((row) => [Number(row.id), row.ledger]));
    const list = await (await fetch(`${proxy}/api/member`, { headers: { cookie } })).json();
    const wrong = list.filter((student) => ledger.get(student.id) !== student.lesson);
    if (list.length !== ledger.size || wrong.length > 0) {
      throw new Error(
        `the student list disagrees with the ledger for ${wrong.length} of ${list.length} students`,
      );
    }
    return list.length;
  } finally {
    await client.end();
  }
}

async function main() {
  const buildDir = process.env.BUILD_DIR ?? 'dist';
  const serverFile = path.resolve(buildDir, 'server', 'main.js');
  if (!fs.existsSync(serverFile)) {
    console.error(`No build in ${buildDir}: run npm run build first.`);
    process.exit(1);
  }
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/studio_chain';
  const basePort = Number(process.env.BENCH_PORT ?? 4710);

  console.log(`Seeding the chain into ${new URL(databaseUrl).pathname.slice(1)}…`);
  await recreateDatabase(databaseUrl);
  const chain = await buildChain(databaseUrl);
  const rows = Object.values(chain.counts).reduce((sum, n) => sum + n, 0);
  console.table(chain.counts);
  console.log(
    `${count(rows)} rows: migrations ${(chain.migrateMs / 1000).toFixed(1)} s, seeding ${(chain.seedMs / 1000).toFixed(1)} s, vacuum analyze ${(chain.vacuumMs / 1000).toFixed(1)} s`,
  );
  if (chain.mismatches > 0 || chain.wrongLastBalances > 0) {
    throw new Error(
      `balances disagree with the ledger: ${chain.mismatches} sums, ${chain.wrongLastBalances} latest rows`,
    );
  }
  console.log("Every student's balance agrees with the ledger (the app's balance check).");

  const instances = [];
  let proxy;
  try {
    for (const [index, name] of ['A', 'B'].entries()) {
      instances.push(await startInstance({ name, serverFile, port: basePort + index, databaseUrl }));
    }
    proxy = await startProxyProcess(script, instances);
    const teacher = 'chain_t01';
    const cookies = {
      owner: await signIn(proxy.base, 'chain_owner', CHAIN_PASSWORD),
      teacher: await signIn(proxy.base, teacher, CHAIN_PASSWORD),
    };
    const listed = await checkStudentList(proxy.base, cookies.teacher, databaseUrl, teacher);
    console.log(
      `The student list through the proxy shows the ledger's balance for all ${listed} of ${teacher}'s students.`,
    );

    console.log(
      `\nThrough one address in front of two instances: ${REQUESTS} requests each, ${CONNECTIONS} connections (PostgreSQL)…`,
    );
    // Every write raises its teacher's version (migrations 024, 026), which is what makes a kept
    // answer be built again; raising them all stands for a write before each request.
    const pg = (await import('pg')).default;
    const versions = new pg.Client({ connectionString: databaseUrl });
    await versions.connect();
    const raiseVersions = () => versions.query('update student_list_versions set version = version + 1');
    const load = watchLoad();
    const results = [];
    for (const [label, who, url, holds] of cases(chain.today, teacher)) {
      const result = await latencies(
        `${proxy.base}${url}`,
        { cookie: cookies[who] },
        {
          requests: REQUESTS,
          connections: CONNECTIONS,
          warmup: 20,
        },
      );
      const rebuilt = await afterChanges(
        `${proxy.base}${url}`,
        { cookie: cookies[who] },
        raiseVersions,
        CHANGE_ROUNDS,
      );
      const row = {
        request: label,
        p50Ms: Number(result.p50.toFixed(1)),
        p99Ms: Number(result.p99.toFixed(1)),
        afterChangeP50Ms: Number(rebuilt.p50.toFixed(1)),
        afterChangeMaxMs: Number(rebuilt.max.toFixed(1)),
        answer: holds(result.body),
        goal: result.p99 < GOAL_MS ? 'met' : 'MISSED',
      };
      results.push(row);
      console.log(
        `  ${label}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms; alone after a change p50 ${row.afterChangeP50Ms} ms, max ${row.afterChangeMaxMs} ms (${row.answer})`,
      );
    }
    const live = await liveUpdates({
      proxy: proxy.base,
      instances,
      date: nextDay(chain.today),
      rounds: LIVE_ROUNDS,
    });
    const machine = load.stop();
    await versions.end();

    console.log('');
    console.table(results);
    console.log(
      `board's live update, booked on ${live.booker}, heard by a board on ${live.listener}: p50 ${live.p50.toFixed(0)} ms, max ${live.max.toFixed(0)} ms over ${live.rounds} bookings (goal < 1 s: ${live.max < 1000 ? 'met' : 'MISSED'})`,
    );
    console.log('');
    console.log(loadLine(machine));
    if (process.argv.includes('--readme')) {
      if (machine.quiet) {
        writeChainFigures({ chain, rows, results, live, machine, month: monthBounds(chain.today).month });
        console.log('README.md: the figures above are written in.');
      } else {
        console.warn(busyMachineWarning(machine, 'the README is left as it is'));
        process.exitCode = 2;
      }
    } else if (!machine.quiet) {
      console.warn(busyMachineWarning(machine, 'these figures are not for the README'));
    }
  } finally {
    if (proxy) await stopProcess(proxy.child);
    for (const instance of instances) await stopInstance(instance);
    if (process.env.BENCH_KEEP === '1') console.log(`BENCH_KEEP=1: ${databaseUrl} is kept.`);
    else await dropDatabase(databaseUrl);
  }
}

if (process.argv[2] === '--proxy') {
  const { port } = await startProxy(JSON.parse(process.argv[3]));
  process.send({ port });
  process.on('SIGTERM', () => process.exit(0));
} else {
  await main();
}
