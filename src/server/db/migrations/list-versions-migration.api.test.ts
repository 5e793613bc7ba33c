/**
 * Migration 027 takes away the counters of 024 and 026 with every trigger that raised them, on
 * a database that holds students, lesson records and payments.
 */
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratorTo } from '../../testing/migrate-to.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../../testing/test-database.ts';

describe('migration 027: no list versions', () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  let migrateTo: (name: string) => Promise<void>;
  /** The triggers of 024 and 026, by name. */
  const triggers = async () => {
    const rows =
      testDialect() === 'postgres'
        ? await sql<{ name: string }>`select tgname as name from pg_trigger
            join pg_class on pg_class.oid = tgrelid
            where relnamespace = current_schema()::regnamespace and tgname like '%\\_list\\_%'`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'
            and name like '%\\_list\\_%' escape '\\'`.execute(db);
    return rows.rows.map((row) => row.name).sort();
  };
  const versions = async () =>
    (await sql<{ version: number }>`select version from student_list_versions`.execute(db)).rows.map((row) =>
      Number(row.version),
    );
  const write = async (day: string) => {
    await sql`insert into lessons_given (student_id, lesson_day, status, recorded_at, recorded_by)
      values (1, ${day}, '출석', '2026-01-02T00:00:00Z', 'kim')`.execute(db);
    await sql`insert into payments (student_id, kind, pay_day, paid_at, amount, lessons, method, recorded_by)
      values (1, 'payment', ${day}, '2026-01-02T00:00:00Z', 100000, 2, '카드', 'kim')`.execute(db);
  };

  beforeEach(async () => {
    database = await createTestDatabase({ migrate: false });
    db = database.handle.db as unknown as Kysely<unknown>;
    migrateTo = migratorTo(db);
    await migrateTo('026-payment-versions');
    await sql`insert into users (id, name, phone, password_hash, role, created_at)
      values ('kim', '김선생', '010-0000-0000', 'x', 'teacher', '2026-01-01T00:00:00Z')`.execute(db);
    await sql`insert into students (teacher_id, name, phone, join_date, remaining, created_at)
      values ('kim', '민지', '', '2026-01-01', 4, '2026-01-01T00:00:00Z')`.execute(db);
    await write('2026-01-02');
  });
  afterEach(async () => {
    await database.handle.db.destroy();
    await database.dispose();
  });

  it('drops the triggers and the table, and the rows they counted stay', async () => {
    expect(await versions()).toEqual([3]);
    expect(await triggers()).toEqual(
      testDialect() === 'postgres'
        ? ['lessons_given_list_changed', 'payments_list_changed', 'students_list_changed']
        : [
            'lessons_given_list_delete',
            'lessons_given_list_insert',
            'lessons_given_list_update',
            'payments_list_delete',
            'payments_list_insert',
            'payments_list_update',
            'students_list_delete',
            'students_list_insert',
            'students_list_move',
            'students_list_update',
          ],
    );
    await migrateTo('027-no-list-versions');
    expect(await triggers()).toEqual([]);
    await expect(versions()).rejects.toThrow();
    await write('2026-01-03');
    const counted = await sql<{ lessons: number; payments: number }>`select
      (select count(*) from lessons_given) as lessons, (select count(*) from payments) as payments`.execute(
      db,
    );
    expect(counted.rows.map((row) => [Number(row.lessons), Number(row.payments)])).toEqual([[2, 2]]);
  });
});
