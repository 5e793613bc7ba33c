/**
 * Payments raise the version of their student's teacher too (`student_list_versions`, migration
 * 024). The month's statistics and 출석부 are kept in memory while the version of the teachers
 * they cover stands (decision 059), and the statistics add up payments: a payment, a refund or
 * a void must make the next request read again, whether or not it also changed the student's
 * row. The student list is read again after a payment as well; it usually was already, since
 * a payment changes the student's remaining lessons.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

const BUMP_OF_STUDENT = (student: string) => `
  insert into student_list_versions (teacher_id, version)
  select teacher_id, 1 from students where id = ${student}
  on conflict (teacher_id) do update set version = student_list_versions.version + 1`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(`create function payments_list_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${BUMP_OF_STUDENT('old.student_id')}; end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.student_id <> old.student_id) then
          ${BUMP_OF_STUDENT('new.student_id')};
        end if;
        return null;
      end $$`)
      .execute(db);
    await sql`create trigger payments_list_changed after insert or update or delete on payments
      for each row execute function payments_list_changed()`.execute(db);
    return;
  }
  const triggers = [
    `create trigger payments_list_insert after insert on payments
      begin ${BUMP_OF_STUDENT('new.student_id')}; end`,
    `create trigger payments_list_update after update on payments
      begin ${BUMP_OF_STUDENT('old.student_id')}; ${BUMP_OF_STUDENT('new.student_id')}; end`,
    `create trigger payments_list_delete after delete on payments
      begin ${BUMP_OF_STUDENT('old.student_id')}; end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}
