// `npm run bench:stats` (docs/benchmarks.md): GET /api/stats as the owner for the months of the
// last year, one at a time, on a busy studio (3 teachers, 300 students, 3 years).
import * as bench from './lib/bench.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const { seoulDate, addDays, startOfSeoulDay, addMonths, monthKey, seoulMonthOf } = await bench.sources();
const { LESSON_STATUSES, PAYMENT_METHODS } = await bench.sources();
const STATUS_WEIGHTS = [80, 8, 4, 5, 3];

/** 100 students a teacher, lessons of every status weekly (or twice), a package of 4 before each fourth. */
async function seedStudio(db, today, addUser) {
  let state = 20_260_321;
  const rand = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = (roll) => {
    let rest = roll * 100; // the weights' sum
    for (const [index, weight] of STATUS_WEIGHTS.entries()) {
      rest -= weight;
      if (rest < 0) return LESSON_STATUSES[index];
    }
    return LESSON_STATUSES.at(-1);
  };
  const first = addDays(today, -365 * 3);
  const teacherIds = ['bench_kim', 'bench_lee', 'bench_park'];
  const names = ['김선생', '이선생', '박선생'];
  for (const [n, id] of teacherIds.entries()) await addUser(id, 'teacher', names[n]);
  let rows = 0;
  for (const [teacherIndex, teacherId] of teacherIds.entries()) {
    const [lessons, payments] = [[], []];
    for (let number = 0; number < 100; number++) {
      const joinDate = addDays(first, Math.floor(rand() * 700));
      const twice = rand() < 0.25; // a quarter of the students come twice a week
      const leaves = rand() < 0.25 ? addDays(joinDate, 90 + Math.floor(rand() * 400)) : today;
      const name = `${bench.SURNAMES[Math.floor(rand() * 15)]}${bench.GIVEN_NAMES[Math.floor(rand() * 12)]}${teacherIndex}${number}`;
      const stays = leaves === today;
      const student = { teacher_id: teacherId, name: name.slice(0, 20), phone: '010-1234-5678' };
      student.join_date = joinDate;
      student.remaining = stays ? Math.floor(rand() * 4) : 0;
      student.created_at = startOfSeoulDay(joinDate).toISOString();
      student.archived_at = stays ? null : startOfSeoulDay(leaves).toISOString();
      const id = await bench.insertId(db, 'students', student);
      const [student_id, recorded_by, refund_of, receipt_no] = [Number(id), teacherId, null, null];
      for (let day = joinDate, turn = 0, charged = 0; day < leaves && day <= today; ) {
        const status = pick(rand());
        const chargedStatus = status !== '사전취소' && status !== '강사사정';
        const at = startOfSeoulDay(day).toISOString();
        const [pay_day, kind] = [seoulDate(new Date(at)), 'payment'];
        const paid = { student_id, kind, pay_day, paid_at: at, amount: 250_000, lessons: 4 };
        const method = () => PAYMENT_METHODS[Math.floor(rand() * 3)];
        if (charged % 4 === 0 && chargedStatus)
          payments.push({ ...paid, method: method(), receipt_no, refund_of, recorded_by });
        if (chargedStatus) charged++;
        const cancelled_at = rand() < 0.01 ? at : null;
        lessons.push({ student_id, lesson_day: day, status, recorded_at: at, recorded_by, cancelled_at });
        day = addDays(day, twice ? 3 + (turn++ % 2) : 7);
      }
    }
    // PostgreSQL allows 65,535 parameters a statement; SQLite 32,766.
    await bench.insertAll(db, 'lessons_given', lessons, 2000);
    await bench.insertAll(db, 'payments', payments, 2000);
    rows += lessons.length + payments.length;
    // Half of the students who left took a refund of half their last package.
    const leavers = await db
      .selectFrom('students as s')
      .innerJoin('payments as p', 'p.student_id', 's.id')
      .select((eb) => ['s.id', 's.archived_at', eb.fn.max('p.id').as('last_payment')])
      .where('s.teacher_id', '=', teacherId)
      .where('s.archived_at', 'is not', null)
      .groupBy(['s.id', 's.archived_at'])
      .execute();
    for (const { id, archived_at, last_payment } of leavers) {
      if (rand() >= 0.5 || archived_at === null) continue;
      const refund = { kind: 'refund', amount: -125_000, lessons: -2, method: '계좌이체' };
      const [pay_day, refund_of] = [seoulDate(new Date(archived_at)), Number(last_payment)];
      const when = { student_id: Number(id), pay_day, paid_at: archived_at, recorded_by: teacherId };
      await bench.insertAll(db, 'payments', [{ ...when, receipt_no: null, refund_of, ...refund }]);
      rows++;
    }
  }
  return rows;
}
await bench.tableOnEachDatabase(async (database, label) => {
  const server = await bench.startApp(database);
  const rows = await seedStudio(database.db, seoulDate(new Date()), server.addUser);
  const headers = { cookie: await server.addUser('bench_owner', 'owner', '원장') };
  const current = seoulMonthOf(new Date());
  const months = Array.from({ length: 12 }, (_, index) => monthKey(addMonths(current, -index)));
  const month = (index) => `${server.base}/api/stats?month=${months[index % 12]}`;
  const { p50, p99 } = await bench.timeRequests(month, headers, { requests: REQUESTS, warmup: 60 });
  await server.close();
  return [{ database: label, rows, medianMs: Number(p50.toFixed(2)), p99Ms: Number(p99.toFixed(2)) }];
});
