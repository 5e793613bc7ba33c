// The chain of `npm run bench:chain`, seeded inside PostgreSQL with set-based SQL: 50 teachers
// who can sign in, 100 students each in weekly series (1부 and 2부 halves of 50 cells), every
// lesson since each joined (up to 5 years) recorded on its occurrence, a package of 4 paid before
// every fourth charged lesson, and make-up credits where the app grants them: the rows the app
// writes (ledger.ts: each change with the balance it left, in order), without the audit log and
// outbox rows that no benchmarked page reads. Seeded, so every run builds the same chain.
import pg from 'pg';
import { GIVEN_NAMES, SURNAMES, sources } from './bench.mjs';

export const CHAIN_PASSWORD = 'chain-bench-password-1';
const CHAIN = { teachers: 50, studentsPerTeacher: 100, years: 5 };

const teacherId = (sqlNumber) => `'chain_t' || lpad((${sqlNumber})::text, 2, '0')`;

/** Seeds the migrated, empty database; series skip `holidays`. Answers each table's row count. */
async function seedChain(client, { today, passwordHash, holidays }) {
  const q = (text, values) => client.query(text, values);
  const back = 'select ($1::date - make_interval(years => $2))::date::text as first';
  const firstDay = (await q(back, [today, CHAIN.years])).rows[0].first;
  await q(`begin; select setseed(0.2026);
    create function pg_temp.iso(timestamptz) returns text language sql immutable as
    $$ select to_char($1 at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
    create function pg_temp.seoul(date, numeric) returns timestamptz language sql immutable as
    $$ select ($1 + make_interval(mins => ($2 * 60)::int)) at time zone 'Asia/Seoul' $$`);
  const createdAt = `pg_temp.iso(pg_temp.seoul($1::date, 0))`;
  await q(
    `insert into users (id, name, phone, password_hash, role, created_at)
     select 'chain_owner', '원장', '010-0000-0000', $2, 'owner', ${createdAt}
     union all
     select ${teacherId('t')}, (array[${SURNAMES.map((s) => `'${s}'`).join(',')}])[1 + t % 15] || '선생' || t,
            '010-0000-' || lpad(t::text, 4, '0'), $2, 'teacher', ${createdAt}
     from generate_series(1, $3::int) t`,
    [firstDay, passwordHash, CHAIN.teachers],
  );
  // Joined on a day of the last five years (at least four weeks ago), current since.
  await q(
    `insert into students (teacher_id, name, phone, join_date, remaining, created_at)
     select ${teacherId('t')},
            (array[${SURNAMES.map((s) => `'${s}'`).join(',')}])[1 + (t * 7 + n * 3) % 15]
              || (array[${GIVEN_NAMES.map((s) => `'${s}'`).join(',')}])[1 + (n * 5 + t) % 12] || n,
            '010-' || lpad((1000 + t)::text, 4, '0') || '-' || lpad((n * 37 % 10000)::text, 4, '0'),
            joined::text, 0, pg_temp.iso(pg_temp.seoul(joined, 0))
     from (select t, n, $1::date + floor(random() * ($2::date - $1::date - 28))::int as joined
           from generate_series(1, $3::int) t, generate_series(0, $4::int - 1) n) s
     order by joined, t, n`,
    [firstDay, today, CHAIN.teachers, CHAIN.studentsPerTeacher],
  );
  // Student n of a teacher: cell n / 2 (Monday–Saturday × 10:00–18:00), 1부 or 2부 of it.
  await q(
    `insert into lesson_series (teacher_id, weekday, time, type, name, student_id, starts_on, created_at)
     select teacher_id, 1 + cell % 6, 10 + cell / 6, case when n % 2 = 0 then '1부' else '2부' end,
            name, id, join_date, created_at
     from (select s.*, (row_number() over (partition by teacher_id order by id) - 1)::int as n,
                  ((row_number() over (partition by teacher_id order by id) - 1) / 2)::int as cell
           from students s) s`,
  );
  // Every occurrence from the series' start to yesterday, holidays skipped, with a status drawn
  // 85 : 5 : 4 : 4 : 2 (출석, 지각, 당일취소, 사전취소, 강사사정).
  await q(
    `create temp table plan on commit drop as
     select *, case when charged then (count(*) filter (where charged)
              over (partition by student_id order by day) - 1)::int end as charge_no
     from (select *, status in ('출석', '지각', '당일취소') as charged,
                  -- Absences are typed ahead (사전취소 three days, 강사사정 one); lessons just after.
                  pg_temp.iso(starts + case status when '사전취소' then interval '-3 days'
                    when '강사사정' then interval '-1 day' else interval '50 minutes' end) as recorded_at
           from (select *, case when roll < 0.85 then '출석' when roll < 0.90 then '지각'
                   when roll < 0.94 then '당일취소' when roll < 0.98 then '사전취소' else '강사사정' end as status
                 from (select ls.id as series_id, ls.student_id, ls.teacher_id, d::date as day,
                              's' || ls.id || '@' || d::date as occurrence,
                              pg_temp.seoul(d::date, ls.time + case when ls.type = '2부' then 0.5 else 0 end) as starts,
                              random() as roll, random() as method_roll
                       from lesson_series ls
                       cross join lateral generate_series(
                         ls.starts_on::date + (ls.weekday - extract(isodow from ls.starts_on::date)::int + 7) % 7,
                         $1::date - 1, interval '7 days') d
                       where not (d::date::text = any($2::text[]))
                       offset 0) drawn) statused) timed`,
    [today, holidays],
  );
  await q(`create temp table lesson_ids on commit drop as
           with added as (
             insert into lessons_given (student_id, lesson_day, status, recorded_at, recorded_by, occurrence)
             select student_id, day::text, status, recorded_at, teacher_id, occurrence
             from plan order by recorded_at, student_id
             returning id, occurrence)
           select * from added`);
  await q(`alter table plan add column lesson_id int;
           update plan p set lesson_id = l.id from lesson_ids l where l.occurrence = p.occurrence`);
  // A package of 4 before every fourth charged lesson, paid ten minutes before it starts; the
  // price is the teacher's (200,000–280,000원).
  await q(
    `insert into payments (student_id, kind, pay_day, paid_at, amount, lessons, method, recorded_by)
     select student_id, 'payment', day::text, pg_temp.iso(starts - interval '10 minutes'),
            200000 + (substr(teacher_id, 8)::int % 5) * 20000, 4,
            (array['카드', '계좌이체', '현금'])[1 + floor(method_roll * 3)::int], teacher_id
     from plan where charged and charge_no % 4 = 0
     order by starts, student_id`,
  );
  // The ledger as the writer leaves it: each change with the running balance, in time order.
  await q(
    `insert into lesson_ledger (student_id, change, reason, lesson_id, payment_id, at, actor_id, balance)
     select student_id, change, reason, lesson_id, payment_id, at, actor_id,
            sum(change) over (partition by student_id order by at, payment_id nulls last)
     from (select student_id, lessons as change, 'payment' as reason, null::int as lesson_id,
                  id as payment_id, paid_at as at, recorded_by as actor_id from payments
           union all
           select student_id, -1, 'lesson', lesson_id, null, recorded_at, teacher_id from plan where charged) e
     order by at, student_id, payment_id nulls last`,
  );
  // Credits: 강사사정 always; 사전취소 typed 72 hours ahead (the default notice is 48), at most
  // one a month per student (the default cap); valid 30 days from the lesson (the default).
  await q(
    `update students s set remaining = l.total
     from (select student_id, sum(change)::int as total from lesson_ledger group by student_id) l
     where l.student_id = s.id;
     insert into makeup_credits (student_id, source_lesson_id, reason, lesson_day, granted_on, expires_on, granted_at)
     select student_id, lesson_id, status, day::text,
            (recorded_at::timestamptz at time zone 'Asia/Seoul')::date::text,
            (day + 30)::text, recorded_at
     from (select p.*, row_number() over (partition by student_id, date_trunc('month', day), status order by day) as nth
           from plan p where status in ('사전취소', '강사사정')) a
     where status = '강사사정' or nth = 1
     order by recorded_at, student_id;
     commit`,
  );
  const counts = {};
  for (const table of 'users students lesson_series lessons_given payments lesson_ledger makeup_credits'.split(
    ' ',
  ))
    counts[table] = (await q(`select count(*)::int as count from ${table}`)).rows[0].count;
  return counts;
}

/** Runs `statements` on the server's `postgres` database, `$name` the chain's. */
async function onServer(url, ...statements) {
  const [admin, name] = [new URL(url), new URL(url).pathname.slice(1)];
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`an unusual database name: ${name}`);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: `${admin}` });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement.replace('$name', name));
  } finally {
    await client.end();
  }
}

export const dropChain = (url) => onServer(url, 'drop database if exists $name with (force)');

/** Creates, migrates and seeds the chain; every balance must agree with its ledger (the app's check). */
export async function buildChain(url) {
  await onServer(url, 'drop database if exists $name with (force)', 'create database $name');
  const { seoulDate, openPostgres, migrateToLatest, hashPassword } = await sources();
  const { holidayTables, balanceMismatches } = await sources();
  const today = seoulDate(new Date());
  const handle = openPostgres(url);
  await migrateToLatest(handle.db);
  const years = Array.from({ length: 7 }, (_, index) => String(Number(today.slice(0, 4)) - 5 + index));
  const holidays = (await holidayTables(years)).flatMap((table) => Object.keys(table));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const passwordHash = await hashPassword(CHAIN_PASSWORD);
    const counts = await seedChain(client, { today, passwordHash, holidays });
    const seeded = performance.now();
    // A database in use for years has been vacuumed and analysed by autovacuum long since.
    await client.query('vacuum analyze');
    const vacuumMs = performance.now() - seeded;
    const mismatches = (await balanceMismatches(handle.db)).length;
    if (mismatches > 0) throw new Error(`${mismatches} balances disagree with the ledger`);
    return { today, counts, seedMs: seeded - started, vacuumMs };
  } finally {
    await client.end();
    await handle.db.destroy();
  }
}
