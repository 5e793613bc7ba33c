// `npm run bench:booking`: the booking board's figures, on SQLite.
//  1. GET /api/book: requests per second and p99 latency at 50 connections, beside a bare
//     Fastify route answering the same JSON, measured in the same run (the ratio is the cost
//     of our stack: validation, hooks, security headers; the board itself comes from memory
//     between changes);
//  2. the same as a browser asks: with Accept-Encoding (brotli from memory), and with the
//     board's ETag in If-None-Match (304, what an open board mostly gets);
//  3. the time for 200 concurrent booking attempts on one slot to settle (1 × 201, 199 × 409).
// The servers run in a child process (this file, forked with --serve, loading the TypeScript
// sources through tsx), so autocannon does not share their event loop. Both listen on 127.0.0.1.
// The app logs as in production (info); the machine's load is printed beside the figures, which
// are offered for the README only when it stayed at or below 1 per core (lib/machine-load.mjs).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { reportFigures, watchLoad } from './lib/machine-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ATTEMPTS = 200;

async function serve() {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(file, import.meta.url);
  const { buildApp } = await load('../src/server/app.ts');
  const { loadConfig } = await load('../src/server/config.ts');
  const { openSqlite } = await load('../src/server/db/connection.ts');
  const { migrateToLatest } = await load('../src/server/db/migrate.ts');
  const { seoulDate, addDays } = await load('../src/shared/time.ts');
  const { default: Fastify } = await import('fastify');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-booking-'));
  // Trust X-Forwarded-For so the race below can come from 200 "addresses" past the rate limit.
  const config = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  const database = openSqlite(config.sqliteFile);
  await migrateToLatest(database.db);
  // Logging as in production (LOG_LEVEL's default, info), written nowhere.
  const app = await buildApp({
    config,
    database,
    logger: { level: 'info', stream: fs.createWriteStream('/dev/null') },
  });

  // A busy day: half the board booked.
  const today = seoulDate(new Date());
  const rows = [];
  for (let time = 9; time <= 21; time++)
    for (let room = 1; room <= 6; room++)
      if ((time + room) % 2 === 0)
        rows.push({
          date: today,
          room,
          time,
          name: `연습생${rows.length}`,
          type: '1시간',
          created_at: new Date().toISOString(),
        });
  await database.db.insertInto('bookings').values(rows).execute();
  const payload = rows.map(({ created_at: _, ...slot }) => slot);

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => payload);

  await app.listen({ port: 0, host: '127.0.0.1' });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  process.send({
    appPort: app.server.address().port,
    barePort: bare.server.address().port,
    today,
    tomorrow: addDays(today, 1),
  });
  process.on('message', async (message) => {
    // The server process's CPU time so far, so the parent can say what each request cost.
    if (message === 'cpu') return process.send({ cpu: process.cpuUsage() });
    await bare.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** The server process's CPU time (user + system) in microseconds. */
function serverCpu(child) {
  return new Promise((resolve) => {
    child.once('message', ({ cpu }) => resolve(cpu.user + cpu.system));
    child.send('cpu');
  });
}

/**
 * `measure` with the server's CPU time per request: less at the mercy of other work on the
 * machine than requests per second, since time spent waiting for a core is not counted.
 */
async function measureCpu(child, ...args) {
  const before = await serverCpu(child);
  const result = await measure(...args);
  const used = (await serverCpu(child)) - before;
  return { ...result, cpuPerRequest: used / result.total };
}

/** `expected`: the status class every answer must have ('2xx', or '3xx' for 304s). */
function measure(url, headers = {}, expected = '2xx') {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (error, result) => {
      if (error) reject(error);
      else if (result[expected] !== result.requests.total || result.errors > 0)
        reject(
          new Error(
            `${url}: ${result.requests.total - result[expected]} not ${expected}, ${result.errors} errors`,
          ),
        );
      else resolve({ rps: result.requests.average, p99: result.latency.p99, total: result.requests.total });
    });
  });
}

async function race(base, date) {
  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: ATTEMPTS }, (_, index) =>
      fetch(`${base}/api/book`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.18.${index >> 8}.${index & 255}`,
        },
        body: JSON.stringify({ date, room: 3, time: 15, name: `경쟁자${index}`, type: '1시간', pin: '1234' }),
      }).then((response) => response.status),
    ),
  );
  const elapsed = performance.now() - started;
  const counts = {};
  for (const status of responses) counts[status] = (counts[status] ?? 0) + 1;
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
  const load = watchLoad();
  try {
    console.log(
      `GET /api/book vs a bare Fastify route, ${CONNECTIONS} connections, ${SECONDS} s each (SQLite)…`,
    );
    await measure(`${bare}/bare`); // warm-up for both: JIT, connection pools
    await measure(`${app}/api/book?date=${ready.today}`);
    const ours = await measureCpu(child, `${app}/api/book?date=${ready.today}`);
    const plain = await measureCpu(child, `${bare}/bare`);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await fetch(`${app}/api/book?date=${ready.today}`, { headers: browser });
    const etag = first.headers.get('etag');
    const compressed = await measure(`${app}/api/book?date=${ready.today}`, browser);
    const unchanged = await measure(
      `${app}/api/book?date=${ready.today}`,
      { ...browser, 'if-none-match': etag },
      '3xx',
    );
    const settled = await race(app, ready.tomorrow);

    const fmt = (value) => Math.round(value).toLocaleString('en-US');
    const lines = [
      `GET /api/book          ${fmt(ours.rps)} req/s   p99 ${ours.p99} ms`,
      `bare Fastify route     ${fmt(plain.rps)} req/s   p99 ${plain.p99} ms`,
      `ratio (ours / bare)    ${(ours.rps / plain.rps).toFixed(2)}`,
      `server CPU per request ${ours.cpuPerRequest.toFixed(1)} µs ours, ${plain.cpuPerRequest.toFixed(1)} µs bare: ${(ours.cpuPerRequest - plain.cpuPerRequest).toFixed(1)} µs our stack's (ratio ${(plain.cpuPerRequest / ours.cpuPerRequest).toFixed(2)})`,
      `… brotli (browser)     ${fmt(compressed.rps)} req/s   p99 ${compressed.p99} ms`,
      `… If-None-Match → 304  ${fmt(unchanged.rps)} req/s   p99 ${unchanged.p99} ms`,
      `${ATTEMPTS} concurrent bookings of one slot settled in ${Math.round(settled.elapsed)} ms: ${JSON.stringify(settled.counts)}`,
    ];
    console.log('');
    for (const line of lines) console.log(line);
    reportFigures(load.stop(), lines);
    if (settled.counts[201] !== 1 || settled.counts[409] !== ATTEMPTS - 1) {
      console.error('unexpected race outcome: exactly one 201 and the rest 409 were expected');
      process.exitCode = 1;
    }
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv[2] === '--serve') await serve();
else await main();
