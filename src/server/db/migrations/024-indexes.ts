/**
 * Reading a busy studio fast (docs/decisions/050-student-list-speed.md).
 *
 * `lessons_given_attended`: the day of each student's last lesson given (출석·지각, not undone),
 * which the student list shows beside every name. Partial over exactly those records, so the
 * latest is one step down the index per student on both databases instead of a scan of every
 * record the teacher's students ever had.
 *
 * `student_list_versions`: a counter per teacher that triggers raise whenever anything the
 * student list shows changes — a student row (its remaining lessons, profile, archiving) or a
 * lesson record of one of the teacher's students. Triggers, not the application, so that no
 * writer (an import, a correction, a restore script) can change the list and leave the number
 * behind. The server keeps the list it last answered with the number it read before reading
 * the rows, and answers from memory while the number stands; any instance sees another's
 * change at its next request. Counters only rise, so the owner's list (every teacher) is keyed
 * by their sum.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';
import { createIndex } from './schema-steps.ts';

const BUMP = (teacher: string) => `
  insert into student_list_versions (teacher_id, version) values (${teacher}, 1)
  on conflict (teacher_id) do update set version = student_list_versions.version + 1`;

/** The same for a lesson record's student; nothing when the student is gone. */
const BUMP_OF_STUDENT = (student: string) => `
  insert into student_list_versions (teacher_id, version)
  select teacher_id, 1 from students where id = ${student}
  on conflict (teacher_id) do update set version = student_list_versions.version + 1`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const triggers = [
    `create trigger students_list_insert after insert on students
      begin ${BUMP('new.teacher_id')}; end`,
    `create trigger students_list_update after update on students
      begin ${BUMP('old.teacher_id')}; end`,
    `create trigger students_list_move after update of teacher_id on students
      when new.teacher_id is not old.teacher_id
      begin ${BUMP('new.teacher_id')}; end`,
    `create trigger students_list_delete after delete on students
      begin ${BUMP('old.teacher_id')}; end`,
    `create trigger lessons_given_list_insert after insert on lessons_given
      begin ${BUMP_OF_STUDENT('new.student_id')}; end`,
    `create trigger lessons_given_list_update after update on lessons_given
      begin ${BUMP_OF_STUDENT('old.student_id')}; ${BUMP_OF_STUDENT('new.student_id')}; end`,
    `create trigger lessons_given_list_delete after delete on lessons_given
      begin ${BUMP_OF_STUDENT('old.student_id')}; end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create function students_list_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then ${BUMP('old.teacher_id')}; end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.teacher_id is distinct from old.teacher_id) then
        ${BUMP('new.teacher_id')};
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create function lessons_given_list_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then ${BUMP_OF_STUDENT('old.student_id')}; end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.student_id <> old.student_id) then
        ${BUMP_OF_STUDENT('new.student_id')};
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql`create trigger students_list_changed after insert or update or delete on students
    for each row execute function students_list_changed()`.execute(db);
  await sql`create trigger lessons_given_list_changed after insert or update or delete on lessons_given
    for each row execute function lessons_given_list_changed()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'lessons_given_attended', 'lessons_given', ['student_id', 'lesson_day'], {
    where: sql<boolean>`cancelled_at is null and status in ('출석', '지각')`,
  });

  await db.schema
    .createTable('student_list_versions')
    .addColumn('teacher_id', 'text', (column) => column.primaryKey().notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}
