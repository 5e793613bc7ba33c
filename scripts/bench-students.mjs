// `npm run bench:students` (docs/benchmarks.md): GET /api/member against a bare route answering the
// same rows, then 20 lesson records at once on one student with 5 left.
import { fmt, insertAll, insertId, race, serveForked, sources, underLoad, versusBare } from './lib/bench.mjs';

const [STUDENTS, LESSONS, RACERS] = [200, 5000, 20];

const serve = () =>
  serveForked({}, async (db, app) => {
    const { seoulDate, addDays, createSession, searchStudents, getLessonRules } = await sources();
    const now = new Date();
    const [at, today, teacher] = [now.toISOString(), seoulDate(now), 'bench_teacher'];
    const user = { id: teacher, name: '벤치선생', phone: '010-0000-0000', role: 'teacher', created_at: at };
    await insertAll(db, 'users', [{ ...user, password_hash: 'bench: no password login' }]);
    // 200 students with Korean names, then 5,000 lessons spread over them and the last 60 days.
    const family = '김이박최정강조윤장임한오서신권황안송류홍';
    const given = '민준 서연 도윤 하은 시우 지우 예준 수아 주원 지호'.split(' ');
    const students = Array.from({ length: STUDENTS }, (_, index) => ({
      teacher_id: teacher,
      name: `${family[index % family.length]}${given[Math.floor(index / family.length) % 10]}${index}`,
      phone: `010-${String(1000 + index).padStart(4, '0')}-5678`,
      ...{ join_date: today, remaining: 30, created_at: at },
    }));
    const ids = [];
    for (const student of students) ids.push(await insertId(db, 'students', student));
    const lessons = Array.from({ length: LESSONS }, (_, index) => ({
      ...{ student_id: ids[index % STUDENTS], lesson_day: addDays(today, -(index % 60)) },
      ...{ status: '출석', recorded_at: at, recorded_by: teacher },
    }));
    await insertAll(db, 'lessons_given', lessons);
    const racer = { ...students[0], name: '경쟁학생', remaining: 5 };
    const id = await insertId(db, 'students', racer);
    const opening = { student_id: id, change: 5, reason: 'opening', at, actor_id: teacher, balance: 5 };
    await insertAll(db, 'lesson_ledger', [opening]);
    const cookie = `${app.sessionCookie.name}=${await createSession(db, teacher, now)}`;
    const { owedLimit } = await getLessonRules(db);
    return { payload: await searchStudents(db, teacher, undefined), cookie, owedLimit };
  });
await underLoad(serve, async (servers) => {
  const [list, headers] = [`${servers.app}/api/member`, { cookie: servers.cookie }];
  console.log(`GET /api/member (${STUDENTS} students, ${fmt(LESSONS)} lessons) vs a bare route (SQLite)…`);
  const { lines } = await versusBare(servers, 'GET /api/member', list, { headers });
  const body = JSON.stringify({ status: '출석' });
  const init = { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body };
  const allowed = 5 + servers.owedLimit;
  const record = () => fetch(`${list}/${encodeURIComponent('경쟁학생')}`, init);
  const settled = await race(RACERS, record, { 200: allowed, 409: RACERS - allowed });
  return [
    ...lines,
    `${RACERS} concurrent lesson records on one student (5 left, ${servers.owedLimit} may be owed) settled in ${fmt(settled.elapsed)} ms: ${JSON.stringify(settled.counts)}`,
  ];
});
