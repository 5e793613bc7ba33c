// `npm run bench:booking` (docs/benchmarks.md): GET /api/book against a bare route in the same run,
// each one's CPU per request, brotli and 304, then 200 bookings of one slot at once.
import { fmt, hammer, insertAll, race, serveForked, sources, underLoad, versusBare } from './lib/bench.mjs';

const ATTEMPTS = 200;

// Trusting one proxy hop lets the race come from 200 "addresses" past the rate limit.
const serve = () =>
  serveForked({ TRUST_PROXY: '1' }, async (db) => {
    const { seoulDate, addDays } = await sources();
    const today = seoulDate(new Date());
    const [rows, created_at] = [[], new Date().toISOString()];
    // A busy day: half the board booked.
    for (let time = 9; time <= 21; time++)
      for (let room = 1; room <= 6; room++)
        if ((time + room) % 2 === 0)
          rows.push({ date: today, room, time, name: `연습생${rows.length}`, type: '1시간' });
    const booked = rows.map((row) => ({ ...row, created_at }));
    await insertAll(db, 'bookings', booked);
    return { payload: rows, today, tomorrow: addDays(today, 1) };
  });
await underLoad(serve, async (servers) => {
  const board = `${servers.app}/api/book?date=${servers.today}`;
  console.log('GET /api/book vs a bare Fastify route, 50 connections (SQLite)…');
  const { ours, plain, lines } = await versusBare(servers, 'GET /api/book', board);
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const etag = (await fetch(board, { headers: browser })).headers.get('etag');
  const brotli = await hammer(board, { headers: browser });
  const unchanged = await hammer(board, { headers: { ...browser, 'if-none-match': etag }, expected: '3xx' });
  const book = (index) => {
    const address = `198.18.${index >> 8}.${index & 255}`;
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
    const slot = { date: servers.tomorrow, room: 3, time: 15, type: '1시간', pin: '1234' };
    const booking = { ...slot, name: `경쟁자${index}` };
    return fetch(`${servers.app}/api/book`, { method: 'POST', headers, body: JSON.stringify(booking) });
  };
  const settled = await race(ATTEMPTS, book, { 201: 1, 409: ATTEMPTS - 1 });
  return [
    ...lines,
    `server CPU per request ${ours.cpu.toFixed(1)} µs ours, ${plain.cpu.toFixed(1)} µs bare: ${(ours.cpu - plain.cpu).toFixed(1)} µs our stack's (ratio ${(plain.cpu / ours.cpu).toFixed(2)})`,
    `… brotli (browser)     ${fmt(brotli.rps)} req/s   p99 ${brotli.p99} ms`,
    `… If-None-Match → 304  ${fmt(unchanged.rps)} req/s   p99 ${unchanged.p99} ms`,
    `${ATTEMPTS} concurrent bookings of one slot settled in ${fmt(settled.elapsed)} ms: ${JSON.stringify(settled.counts)}`,
  ];
});
