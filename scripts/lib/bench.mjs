// What the benchmarks share: the machine's load beside their figures (decisions 051, 060), the
// app's sources, fresh databases, the built server, servers under load in a process of their own.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

// The load average counts every runnable task, the benchmark's own among them; beside it, each
// second, the tasks runnable (R) or in uninterruptible sleep (D) that are neither this process,
// nor anything it started, nor PostgreSQL, which serves it: the other work (decision 060).
function othersRunnable() {
  const table = new Map();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')'); // the command, in parentheses, may hold some itself
      const states = fs.readdirSync(`/proc/${pid}/task`).map((task) => {
        const line = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
        return line[line.lastIndexOf(')') + 2];
      });
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      table.set(Number(pid), { ppid: Number(stat.slice(close + 2).split(' ')[1]), comm, states });
    } catch {} // gone while being read
  }
  const ours = (pid) => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; hops++, at = table.get(at)?.ppid ?? 0)
      if (at === process.pid || table.get(at)?.comm === 'postgres') return true;
    return false;
  };
  let count = 0;
  for (const [pid, { states }] of table)
    if (!ours(pid)) count += states.filter((state) => state === 'R' || state === 'D').length;
  return count;
}

export function watchLoad() {
  const [started, counting, cores] = [os.loadavg(), fs.existsSync('/proc/self/task'), os.cpus().length];
  let [highest, samples, others] = [started[0], 0, 0];
  const sample = () => {
    highest = Math.max(highest, os.loadavg()[0]);
    if (counting) [others, samples] = [others + othersRunnable(), samples + 1];
  };
  sample();
  const timer = setInterval(sample, 1000).unref();
  return {
    stop() {
      clearInterval(timer);
      const ended = os.loadavg();
      highest = Math.max(highest, ended[0]);
      // Without /proc (not Linux) the whole load average stands for the other work.
      const othersPerCore = (samples > 0 ? others / samples : highest) / cores;
      return { started, ended, highest, cores, perCore: highest / cores, othersPerCore };
    },
  };
}

/**
 * Load made on purpose (BENCH_BUSY, decision 070): `perCore` × the cores busy processes, each a
 * loop that never waits, at the priority of everything else, so that a figure is taken on a
 * machine at least that busy whatever else runs on it. `stop()` ends them.
 */
export function makeLoad(perCore) {
  const count = Math.round(perCore * os.cpus().length);
  const workers = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const worker of workers) worker.kill('SIGKILL');
  };
  process.on('exit', stop);
  return { count, stop };
}

// Figures above a load of 1 per core are not for the docs: a busy machine slows a bare route most.
// A benchmark that made its load itself (`made`: makeLoad's) says so instead.
export function reportLoad(load, made) {
  const three = (values) => values.map((value) => value.toFixed(2)).join(' ');
  const [highest, per, others] = [load.highest, load.perCore, load.othersPerCore].map((n) => n.toFixed(2));
  const range = `${three(load.started)} at the start, ${three(load.ended)} at the end, highest ${highest}`;
  const line = `\nload average ${range} on ${load.cores} cores (${per} per core; other work ${others} per core)`;
  console.log(line);
  if (made) {
    const busy = `${made.count} busy processes on ${load.cores} cores`;
    return console.log(`Measured under load made on purpose: ${busy}; the load above is what the page met.`);
  }
  if (load.perCore <= 1) console.log('The figures above may go in docs/benchmarks.md.');
  else console.warn('warning: measured above a load of 1 per core: not figures for docs/benchmarks.md');
}

// The app's sources through one module loaded once (each tsImport loads anew), so that one copy
// of Kysely serves them all and the migrations recognise the PostgreSQL adapter.
let loaded;
export const sources = () => (loaded ??= tsImport('./bench-sources.ts', import.meta.url));
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const fmt = (value) => Math.round(value).toLocaleString('en-US');
// Korean names for the seeded students: a surname and a given name each.
export const SURNAMES = '김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권'.split(' ');
export const GIVEN_NAMES = '민지 서준 하늘 유나 지호 수아 도윤 예린 시우 채원 하준 지아'.split(' ');
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** `median 812 ms (min 790, max 905)` of some times in ms. */
export const spread = (times) =>
  `median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`;

export async function insertId(db, table, row) {
  const insert = db.insertInto(table).values(row);
  return (await insert.returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertAll(db, table, rows, size = 500) {
  const insert = db.insertInto(table);
  for (let start = 0; start < rows.length; start += size)
    await insert.values(rows.slice(start, start + size)).execute();
}

export async function signIn(base, id, pw) {
  const headers = { 'content-type': 'application/json', origin: base };
  const init = { method: 'POST', headers, body: JSON.stringify({ id, pw }) };
  const response = await fetch(`${base}/api/user/login`, init);
  if (!response.ok) throw new Error(`sign-in of ${id}: ${response.status} ${await response.text()}`);
  return cookiesOf(response);
}

export function cookiesOf(response) {
  const lines = response.headers.getSetCookie();
  return lines.map((line) => line.split(';')[0]).join('; ');
}

export function tempDir(name) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `studio-bench-${name}-`));
  process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** `onEachDatabase`'s rows as a table, with the load they were measured at. */
export async function tableOnEachDatabase(run, sqliteFile) {
  const load = watchLoad();
  console.table(await onEachDatabase(run, sqliteFile));
  reportLoad(load.stop());
}

/** Answers `run(database, 'SQLite')` and, with TEST_DATABASE_URL, PostgreSQL's in a schema of its own. */
export async function onEachDatabase(run, sqliteFile = ':memory:') {
  const { openSqlite, openPostgres } = await sources();
  const results = await run(openSqlite(sqliteFile), 'SQLite');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return console.log('TEST_DATABASE_URL is not set: PostgreSQL skipped.') ?? results;
  const pg = (await import('pg')).default;
  const [schema, admin] = [`bench_${process.pid}`, new pg.Client({ connectionString: url })];
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const database = { ...openPostgres(url, { searchPath: schema }), schema };
    return [...results, ...(await run(database, 'PostgreSQL'))];
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

/** The migrated app on `database`, listening on 127.0.0.1 without logging; `addUser` signs one in. */
export async function startApp(database) {
  const { buildApp, loadConfig, migrateToLatest, createSession } = await sources();
  await migrateToLatest(database.db, database.schema ? { schema: database.schema } : undefined);
  const config = loadConfig({ DATA_DIR: tempDir('app'), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  const addUser = async (id, role, name = id) => {
    const created_at = new Date().toISOString();
    const user = { id, name, phone: '010-0000-0000', password_hash: 'x', role, created_at };
    await database.db.insertInto('users').values(user).execute();
    return `${app.sessionCookie.name}=${await createSession(database.db, id, new Date())}`;
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${app.server.address().port}`, addUser, close: () => app.close() };
}

/**
 * GETs from `loops` clients at once (one unless said), after `warmup` not counted; `url` may be
 * a function of the count. Answers the percentiles and the last counted body.
 */
export async function timeRequests(url, headers, { requests, warmup, loops = 1 }) {
  const times = [];
  let [issued, body] = [0, ''];
  const loop = async () => {
    while (issued < warmup + requests) {
      const index = issued++;
      const started = performance.now();
      const response = await fetch(typeof url === 'function' ? url(index) : url, { headers });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`${response.url}: ${response.status} ${text.slice(0, 200)}`);
      if (index >= warmup) [times[times.length], body] = [elapsed, text];
    }
  };
  await Promise.all(Array.from({ length: loops }, loop));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), body };
}

/** Starts the built server (BUILD_DIR) on `port` with a fresh data folder, until /api/health is 200. */
export async function startBuilt(port, env = {}) {
  const started = performance.now();
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _, ...inherited } = process.env;
  const settings = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDir('server'), LOG_LEVEL: 'warn' };
  const file = path.resolve(process.env.BUILD_DIR ?? 'dist', 'server', 'main.js');
  if (!fs.existsSync(file)) throw new Error(`no built server at ${file}: run npm run build first`);
  // A server left on the port by a run that was stopped would answer the health check in place
  // of the fresh one, with its old data.
  const healthy = async () => (await fetch(`${base}/api/health`).catch(() => null))?.status === 200;
  if (await healthy())
    throw new Error(`${base} already answers: stop the server left there (BENCH_PORT moves it)`);
  const options = { env: { ...inherited, ...settings, ...env }, stdio: ['ignore', 'ignore', 'inherit'] };
  const child = spawn(process.execPath, [file], options);
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    if (performance.now() - started > 60_000) throw new Error(`${base} did not become healthy in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startedMs = performance.now() - started;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => child.kill('SIGTERM') && exited;
  return { base, port, stop, startedMs };
}

/**
 * Under load the servers run in a child process (the script forked with --serve, `serve()`), so
 * that autocannon, in the parent's `measure(servers)`, does not share their event loop.
 */
export async function underLoad(serve, measure) {
  if (process.argv[2] === '--serve') return serve();
  const child = fork(process.argv[1], ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve).once('exit', (code) => reject(new Error(`the servers exited: ${code}`)));
  });
  const ask = (message) => new Promise((resolve) => child.once('message', resolve).send(message));
  // The servers' CPU time (user + system) in µs: waiting for a core is not counted.
  const cpu = async () => (({ user, system }) => user + system)((await ask('cpu')).cpu);
  const load = watchLoad();
  try {
    console.log(`\n${(await measure({ ...ready, cpu })).join('\n')}`);
    reportLoad(load.stop());
  } finally {
    await new Promise((resolve) => child.once('exit', resolve).send('stop'));
  }
}

/** The app on a SQLite file logging as in production (info), and a bare route answering `payload`. */
export async function serveForked(env, seed) {
  const { buildApp, loadConfig, openSqlite, migrateToLatest } = await sources();
  const config = loadConfig({ DATA_DIR: tempDir('forked'), ...env });
  const database = openSqlite(config.sqliteFile);
  await migrateToLatest(database.db);
  const logger = { level: 'info', stream: fs.createWriteStream('/dev/null') };
  const app = await buildApp({ config, database, logger });
  const { payload, ...rest } = await seed(database.db, app);
  const bare = await bareRoute(async () => payload);
  process.send({ app: await app.listen({ port: 0, host: '127.0.0.1' }), bare: bare.url, ...rest });
  process.on('message', async (message) => {
    if (message === 'cpu') return process.send({ cpu: process.cpuUsage() });
    await Promise.all([bare.close(), app.close()]);
    process.exit(0);
  });
}

/** A bare Fastify route, `handler` its answer: what our stack adds is measured against it. */
export async function bareRoute(handler) {
  const bare = (await import('fastify')).default({ logger: false });
  bare.get('/bare', handler);
  return { url: `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`, close: () => bare.close() };
}

/** `route` at `url` hammered against `underLoad`'s bare route after a warm-up of both, with the
 * servers' CPU time per request; and the lines that compare them. */
export async function versusBare(servers, route, url, options) {
  await hammer(servers.bare);
  await hammer(url, options);
  const withCpu = async (url, options) => {
    const before = await servers.cpu();
    const result = await hammer(url, options);
    return { ...result, cpu: ((await servers.cpu()) - before) / result.total };
  };
  const [ours, plain] = [await withCpu(url, options), await withCpu(servers.bare)];
  const lines = [
    `${route.padEnd(22)} ${fmt(ours.rps)} req/s   p99 ${ours.p99} ms`,
    `bare Fastify route     ${fmt(plain.rps)} req/s   p99 ${plain.p99} ms`,
    `ratio (ours / bare)    ${(ours.rps / plain.rps).toFixed(2)}`,
  ];
  return { ours, plain, lines };
}

/** autocannon for BENCH_SECONDS (10) at 50 connections; every answer must be of the `expected` class. */
export async function hammer(url, { headers = {}, expected = '2xx' } = {}) {
  const { default: autocannon } = await import('autocannon');
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const result = await autocannon({ url, headers, connections: 50, duration });
  const wrong = result.requests.total - result[expected] + result.errors;
  if (wrong > 0) throw new Error(`${url}: ${wrong} answers not ${expected} or failed`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

/**
 * `count` requests at once: how long they took to settle, and their statuses counted. A count
 * other than `expected` (status → how many) fails the run.
 */
export async function race(count, send, expected) {
  const started = performance.now();
  const counts = {};
  for (const { status } of await Promise.all(Array.from({ length: count }, (_, index) => send(index))))
    counts[status] = (counts[status] ?? 0) + 1;
  if (JSON.stringify(counts) !== JSON.stringify(expected)) {
    console.error(`unexpected race outcome: ${JSON.stringify(expected)} was expected`);
    process.exitCode = 1;
  }
  return { elapsed: performance.now() - started, counts };
}
