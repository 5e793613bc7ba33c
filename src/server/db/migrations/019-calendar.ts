/**
 * The dated lesson calendar (DESIGN §4 "Calendar", docs/decisions/035-dated-calendar.md).
 *
 * The weekly timetable becomes `lesson_series`: one row per lesson (not per half) with the
 * Monday it starts and the day it ends (null = open). An entry of the old timetable becomes a
 * series from the week it was made. One-off lessons (보강, 체험, a lesson moved this week only)
 * live on a date in `lesson_one_offs`. Occurrences are computed from the two, never stored.
 *
 * Overlaps of dated lessons are refused by the database: a trigger on each table looks for a
 * series or a one-off that shares a half of the same hour on a common day. On PostgreSQL the
 * trigger first takes a transaction-scoped advisory lock per teacher, so two transactions that
 * place lessons for one teacher check one after the other (each check then sees the other's
 * committed row); SQLite runs one writer at a time. The error names `lesson_overlap`.
 *
 * A lesson record may name the occurrence it records (`lessons_given.occurrence`): one record
 * per occurrence, by a unique index over the records not undone. Make-up credits are rows with
 * their source record; a package (payment) may carry a validity. Each teacher may have a
 * private calendar feed address.
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType, isPostgres } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

const halvesMeet = (a: string, b: string) =>
  `(${a}.type = '1시간' or ${b}.type = '1시간' or ${a}.type = ${b}.type)`;

/** The day a series' occurrence would fall on is within its dates and not moved away. */
const SERIES_MEETS_ONE_OFF = (series: string, oneOff: string) => `
  ${series}.teacher_id = ${oneOff}.teacher_id
  and ${series}.weekday = ${oneOff}.weekday
  and ${series}.time = ${oneOff}.time
  and ${halvesMeet(series, oneOff)}
  and ${oneOff}.on_date >= ${series}.starts_on
  and (${series}.ends_on is null or ${oneOff}.on_date <= ${series}.ends_on)
  and not exists (
    select 1 from lesson_one_offs moved
    where moved.moved_series_id = ${series}.id and moved.moved_from_date = ${oneOff}.on_date
  )`;

const SERIES_CLASH = `
  exists (
    select 1 from lesson_series other
    where other.id is distinct from NEW.id
      and other.teacher_id = NEW.teacher_id
      and other.weekday = NEW.weekday
      and other.time = NEW.time
      and ${halvesMeet('other', 'NEW')}
      and (other.ends_on is null or other.ends_on >= NEW.starts_on)
      and (NEW.ends_on is null or NEW.ends_on >= other.starts_on)
  ) or exists (
    select 1 from lesson_one_offs one_off where ${SERIES_MEETS_ONE_OFF('NEW', 'one_off')}
  )`;

const ONE_OFF_CLASH = `
  exists (
    select 1 from lesson_one_offs other
    where other.id is distinct from NEW.id
      and other.teacher_id = NEW.teacher_id
      and other.on_date = NEW.on_date
      and other.time = NEW.time
      and ${halvesMeet('other', 'NEW')}
  ) or exists (
    select 1 from lesson_series series where ${SERIES_MEETS_ONE_OFF('series', 'NEW')}
  )`;

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const [table, clash] of [
    ['lesson_series', SERIES_CLASH],
    ['lesson_one_offs', ONE_OFF_CLASH],
  ] as const) {
    for (const event of ['insert', 'update'] as const) {
      await sql
        .raw(`create trigger ${table}_no_overlap_${event} before ${event} on ${table}
          when ${clash}
          begin select raise(abort, 'lesson_overlap'); end`)
        .execute(db);
    }
  }
}

async function postgresTriggers(db: Kysely<unknown>) {
  for (const [table, clash] of [
    ['lesson_series', SERIES_CLASH],
    ['lesson_one_offs', ONE_OFF_CLASH],
  ] as const) {
    await sql
      .raw(`create function ${table}_no_overlap() returns trigger language plpgsql as $$
        begin
          perform pg_advisory_xact_lock(hashtext('lesson_slots:' || NEW.teacher_id));
          if ${clash} then
            raise exception 'lesson_overlap' using errcode = '23P01';
          end if;
          return NEW;
        end $$`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_no_overlap before insert or update on ${table}
        for each row execute function ${table}_no_overlap()`)
      .execute(db);
  }
}

/** The Monday (Seoul) of the week an old timetable entry was made. */
function mondayOf(instant: string): string {
  const seoul = new Date(Date.parse(instant) + 9 * 3_600_000);
  const back = (seoul.getUTCDay() + 6) % 7;
  return new Date(seoul.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const lessonColumns = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', autoIdType(db), (column) => column.primaryKey())
      .addColumn('teacher_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('weekday', 'integer', (column) => column.notNull().check(sql`weekday between 1 and 7`))
      .addColumn('time', 'integer', (column) =>
        column.notNull().check(sql`${sql.ref('time')} between 9 and 21`),
      )
      .addColumn('type', 'text', (column) =>
        column.notNull().check(sql`${sql.ref('type')} in ('1시간', '1부', '2부')`),
      )
      .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 20`))
      .addColumn('student_id', 'integer', (column) => column.references('students.id'));

  await lessonColumns('lesson_series')
    // The first day (a new entry: the Monday of its week) and the last (null = until changed).
    .addColumn('starts_on', 'text', (column) => column.notNull())
    .addColumn('ends_on', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addCheckConstraint('lesson_series_dates', sql`ends_on is null or ends_on >= starts_on`)
    .execute();
  await createIndex(db, 'lesson_series_teacher', 'lesson_series', ['teacher_id', 'weekday', 'time']);
  await createIndex(db, 'lesson_series_student', 'lesson_series', ['student_id']);

  await lessonColumns('lesson_one_offs')
    .addColumn('on_date', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('makeup', 'trial', 'moved')`))
    // A moved lesson names the series occurrence it replaces: that day of the series is free.
    .addColumn('moved_series_id', 'integer', (column) =>
      column.references('lesson_series.id').onDelete('cascade'),
    )
    .addColumn('moved_from_date', 'text')
    .$call(notNullColumns({ created_at: 'text', created_by: 'text' }))
    .addCheckConstraint(
      'lesson_one_offs_moved',
      sql`(kind = 'moved') = (moved_series_id is not null and moved_from_date is not null)`,
    )
    .addCheckConstraint('lesson_one_offs_makeup', sql`kind <> 'makeup' or student_id is not null`)
    .execute();
  await createIndex(db, 'lesson_one_offs_teacher_date', 'lesson_one_offs', ['teacher_id', 'on_date']);
  await createIndex(db, 'lesson_one_offs_student', 'lesson_one_offs', ['student_id']);
  // An occurrence is moved at most once.
  await createIndex(
    db,
    'lesson_one_offs_one_move',
    'lesson_one_offs',
    ['moved_series_id', 'moved_from_date'],
    { unique: true, where: sql<boolean>`${sql.ref('moved_series_id')} is not null` },
  );

  // The old week becomes series from the week each entry was made (a 1시간 was two rows).
  const old = await sql<{
    teacher_id: string;
    weekday: number;
    time: number;
    half: number;
    type: string;
    name: string;
    student_id: number | null;
    created_at: string;
  }>`select * from timetable_lessons order by teacher_id, weekday, time, half`.execute(db);
  for (const row of old.rows) {
    if (row.type === '1시간' && Number(row.half) === 2) continue;
    await sql`insert into lesson_series (teacher_id, weekday, time, type, name, student_id, starts_on, created_at)
      values (${row.teacher_id}, ${row.weekday}, ${row.time}, ${row.type}, ${row.name}, ${row.student_id},
        ${mondayOf(row.created_at)}, ${row.created_at})`.execute(db);
  }
  await db.schema.dropTable('timetable_lessons').execute();

  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);

  // Which occurrence a record records ('s<series>@<date>' or 'o<one-off>'): one record each.
  await db.schema.alterTable('lessons_given').addColumn('occurrence', 'text').execute();
  await createIndex(db, 'lessons_given_one_per_occurrence', 'lessons_given', ['occurrence'], {
    unique: true,
    where: sql<boolean>`occurrence is not null and cancelled_at is null`,
  });

  await db.schema
    .createTable('makeup_credits')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    // The absence that granted it: one credit per record, whatever races.
    .addColumn('source_lesson_id', 'integer', (column) =>
      column.notNull().unique().references('lessons_given.id'),
    )
    .addColumn('reason', 'text', (column) => column.notNull().check(sql`reason in ('사전취소', '강사사정')`))
    // The day of the missed lesson: the monthly cap counts by its month.
    .$call(notNullColumns({ lesson_day: 'text', granted_on: 'text', expires_on: 'text' }))
    // The 보강 that used it: one lesson per credit.
    .addColumn('used_one_off_id', 'integer', (column) =>
      column.unique().references('lesson_one_offs.id').onDelete('set null'),
    )
    .addColumn('used_on', 'text')
    // Set when the record that granted it is corrected or deleted before the credit is used.
    .addColumn('revoked_at', 'text')
    .addColumn('granted_at', 'text', (column) => column.notNull())
    .addCheckConstraint('makeup_credits_dates', sql`expires_on >= granted_on`)
    .execute();
  await createIndex(db, 'makeup_credits_student', 'makeup_credits', ['student_id', 'expires_on']);

  // A package's validity: the last day its lessons may be used (null = no limit).
  await db.schema.alterTable('payments').addColumn('valid_until', 'text').execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('teacher_id', 'text', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}
