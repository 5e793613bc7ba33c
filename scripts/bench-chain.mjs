// `npm run bench:chain` (docs/benchmarks.md): a studio chain on PostgreSQL behind two built
// instances and a round-robin proxy in a process of its own; then the board's live update.
import { fork } from 'node:child_process';
import http from 'node:http';
import {
  fmt as count,
  percentile,
  reportLoad,
  signIn,
  startBuilt,
  timeRequests,
  watchLoad,
} from './lib/bench.mjs';
import { buildChain, CHAIN_PASSWORD, dropChain } from './lib/chain-seed.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const DAY = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

function cases(today, teacher) {
  const month = today.slice(0, 7);
  const last = new Date(Date.UTC(Number(today.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
  const monday = Date.parse(`${today}T00:00:00Z`) - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const calendar = (from, to) => `/api/calendar?from=${from}&to=${to}&teacherId=${teacher}`;
  const stats = `/api/stats?month=${month}`;
  const week = calendar(isoDay(monday), isoDay(monday + 6 * DAY));
  const marks = `/api/stats/attendance?month=${month}`;
  return [
    ['student list (teacher)', 'teacher', '/api/member', 'students'],
    ['statistics, month (teacher)', 'teacher', stats, 'stats'],
    ['statistics, month (owner, chain)', 'owner', stats, 'stats'],
    ['calendar, week (teacher; what the page asks)', 'teacher', week, 'lessons'],
    ['calendar, month (teacher)', 'teacher', calendar(`${month}-01`, `${month}-${last}`), 'lessons'],
    ['출석부, month (teacher)', 'teacher', marks, 'students'],
    ['출석부, month (owner, chain)', 'owner', marks, 'students'],
  ];
}
const holds = {
  students: (body) => `${count((body.rows ?? body).length)} students`,
  lessons: (body) => `${count(body.length)} lessons`,
  stats: (body) => `${count(Object.values(body.lessons).reduce((sum, n) => sum + n, 0))} lessons`,
};

/** As a load balancer: each request to the next instance, streamed, X-Forwarded-For added. */
function proxy(upstreams) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next++ % upstreams.length];
    const [earlier, address] = [request.headers['x-forwarded-for'], request.socket.remoteAddress];
    const headers = { ...request.headers, 'x-forwarded-for': earlier ? `${earlier}, ${address}` : address };
    const target = { host: '127.0.0.1', port: upstream.port, path: request.url, method: request.method };
    const outgoing = http.request({ ...target, headers, agent }, (answer) => {
      // `x-chain-instance` names who answered; an event stream's headers go out at once.
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-chain-instance': upstream.name });
      response.flushHeaders();
      answer.pipe(response);
    });
    outgoing.on('error', () => (response.headersSent ? response : response.writeHead(502)).end());
    response.on('close', () => response.writableFinished || outgoing.destroy());
    request.pipe(outgoing);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
}

/** A board listens through the proxy; each booking goes straight to the other instance. */
async function liveUpdates(base, instances, date) {
  const controller = new AbortController();
  const stream = await fetch(`${base}/api/book/events?date=${date}`, { signal: controller.signal });
  const listener = stream.headers.get('x-chain-instance');
  const other = instances.find((instance) => instance.name !== listener);
  // Only an event someone waits for counts: one arriving late from an earlier round is dropped.
  const waiting = [];
  (async () => {
    let buffer = '';
    for await (const chunk of stream.body.pipeThrough(new TextDecoderStream())) {
      const messages = (buffer + chunk).split('\n\n');
      buffer = messages.pop();
      if (messages.some((message) => message.startsWith('event: change')))
        for (const resolve of waiting.splice(0)) resolve(performance.now());
    }
  })().catch(() => {}); // aborted at the end
  const times = [];
  for (let round = 0; round < 20; round++) {
    const started = performance.now();
    const heard = new Promise((resolve) => waiting.push(resolve));
    const [room, time, name] = [1 + (round % 6), 9 + Math.floor(round / 6), `체인${round}`];
    const body = JSON.stringify({ date, room, time, name, type: '1시간', pin: '4821' });
    const headers = { 'content-type': 'application/json' };
    const response = await fetch(`${other.base}/api/book`, { method: 'POST', headers, body });
    if (response.status !== 201) throw new Error(`booking: ${response.status} ${await response.text()}`);
    times.push((await heard) - started);
  }
  controller.abort();
  times.sort((a, b) => a - b);
  return { listener, booker: other.name, p50: percentile(times, 50), max: times.at(-1) };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/studio_chain';
  const port = Number(process.env.BENCH_PORT ?? 4710);
  console.log(`Seeding the chain into ${new URL(url).pathname.slice(1)}…`);
  const chain = await buildChain(url);
  const rows = count(Object.values(chain.counts).reduce((sum, n) => sum + n, 0));
  const tables = Object.entries(chain.counts).map(([table, n]) => `${table} ${count(n)}`);
  const [seeding, vacuum] = [chain.seedMs, chain.vacuumMs].map((ms) => `${(ms / 1000).toFixed(0)} s`);
  const seeded = `Seeded: ${rows} rows (${tables.join(', ')}) in ${seeding}, then \`vacuum analyze\` ${vacuum}.`;
  console.log(seeded);
  const instances = [];
  const stdio = ['ignore', 'inherit', 'inherit', 'ipc'];
  const balancer = fork(new URL(import.meta.url).pathname, ['--proxy'], { stdio });
  try {
    const env = { DATABASE_URL: url, TRUST_PROXY: '1' }; // one proxy in front: the last X-Forwarded-For
    for (const name of ['A', 'B'])
      instances.push({ name, ...(await startBuilt(port + instances.length, env)) });
    balancer.send(instances.map(({ name, port }) => ({ name, port })));
    const base = `http://127.0.0.1:${(await new Promise((resolve) => balancer.once('message', resolve))).port}`;
    const owner = await signIn(base, 'chain_owner', CHAIN_PASSWORD);
    const cookies = { owner, teacher: await signIn(base, 'chain_t01', CHAIN_PASSWORD) };
    const load = watchLoad();
    console.log('\n| request (through the proxy) | p50 | p99 | the answer holds |\n|---|---|---|---|');
    for (const [label, who, path, kind] of cases(chain.today, 'chain_t01')) {
      // REQUESTS GETs from 4 clients at once, after 20 not counted.
      const headers = { 'accept-encoding': 'gzip, br', cookie: cookies[who] };
      const row = await timeRequests(`${base}${path}`, headers, { requests: REQUESTS, warmup: 20, loops: 4 });
      const [p50, p99] = [row.p50, row.p99].map((ms) => Number(ms.toFixed(1)));
      console.log(`| ${label} | ${p50} ms | ${p99} ms | ${holds[kind](JSON.parse(row.body))} |`);
    }
    const live = await liveUpdates(base, instances, isoDay(Date.parse(`${chain.today}T00:00:00Z`) + DAY));
    const [p50, max] = [live.p50.toFixed(0), live.max.toFixed(0)];
    const board = `| board's live update, booked on one instance, heard on the other (20 bookings) | ${p50} ms | max ${max} ms | — |`;
    const where = `(booked on ${live.booker}, heard on ${live.listener}; the month of ${chain.today.slice(0, 7)})`;
    console.log(`${board}\n${where}`);
    reportLoad(load.stop());
  } finally {
    balancer.kill('SIGTERM');
    for (const instance of instances) await instance.stop();
    if (process.env.BENCH_KEEP === '1') console.log(`BENCH_KEEP=1: ${url} is kept.`);
    else await dropChain(url);
  }
}

if (process.argv[2] === '--proxy') process.once('message', proxy);
else await main();
