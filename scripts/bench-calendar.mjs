// `npm run bench:calendar` (docs/benchmarks.md): GET /api/calendar for this month, as the owner,
// as one teacher and as a bare route with the owner's JSON, one request at a time.
import * as bench from './lib/bench.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const { addDays, seoulDate, mondayOf, seriesOccurrenceKey } = await bench.sources();
const today = seoulDate(new Date());
const monthStart = `${today.slice(0, 7)}-01`;
const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1);

/** 60 students a teacher, one weekly lesson each (6 weekdays × 10 hours); answers the records. */
async function seed(db, teachers) {
  const now = new Date().toISOString();
  const [startsOn, firstMonday] = [mondayOf(addDays(today, -84)), mondayOf(addDays(today, -56))];
  const records = [];
  for (let index = 0; index < 300; index++) {
    const [teacher_id, slot, name] = [teachers[index % 5], Math.floor(index / 5), `학생${index}`];
    const student = { teacher_id, name, phone: '', join_date: startsOn, remaining: 20, created_at: now };
    const student_id = await bench.insertId(db, 'students', student);
    const [weekday, time] = [1 + (slot % 6), 10 + Math.floor(slot / 6)];
    const series = { teacher_id, weekday, time, type: '1시간', name, student_id, starts_on: startsOn };
    const id = await bench.insertId(db, 'lesson_series', { ...series, created_at: now });
    // Every lesson of the last eight weeks up to yesterday is recorded, as its occurrence.
    for (let date = addDays(firstMonday, weekday - 1); date < today; date = addDays(date, 7)) {
      const record = { student_id, lesson_day: date, status: '출석', recorded_by: teacher_id };
      record.recorded_at = now;
      records.push({ ...record, occurrence: seriesOccurrenceKey(Number(id), date) });
    }
  }
  await bench.insertAll(db, 'lessons_given', records);
  return records.length;
}
await bench.tableOnEachDatabase(async (database, label) => {
  const server = await bench.startApp(database);
  const owner = { cookie: await server.addUser('bench_owner', 'owner', '원장') };
  const teachers = Array.from({ length: 5 }, (_, index) => `bench_t${index}`);
  const teacher = { cookie: await server.addUser(teachers[0], 'teacher') };
  for (const id of teachers.slice(1)) await server.addUser(id, 'teacher');
  const records = await seed(database.db, teachers);
  const query = `${server.base}/api/calendar?from=${monthStart}&to=${monthEnd}`;
  const sample = await (await fetch(query, { headers: owner })).text();
  const bare = await bench.bareRoute(async (_request, reply) => reply.type('application/json').send(sample));
  const rows = [];
  for (const [request, url, headers] of [
    ['owner: 5 teachers', query, owner],
    ['teacher: own month', `${query}&teacherId=${teachers[0]}`, teacher],
    ['bare route, same JSON', bare.url, {}],
  ]) {
    const { p50, p99, body } = await bench.timeRequests(url, headers, { requests: REQUESTS, warmup: 30 });
    const [p50Ms, p99Ms, kB] = [p50, p99, body.length / 1024].map((value) => Number(value.toFixed(2)));
    rows.push({ database: label, request, occurrences: JSON.parse(body).length, records, p50Ms, p99Ms, kB });
  }
  await Promise.all([bare.close(), server.close()]);
  return rows;
});
process.exit(0);
