/**
 * Lessons owed (미수) and voided payments (DESIGN §4).
 *
 * A student's remaining count may now go below 0, down to the studio's owed limit (at most 10;
 * the ledger writer's guarded UPDATE enforces the published limit). The CHECK keeps a sane
 * bound whatever the application does: −100.
 *
 * A payment entered by mistake is voided, not deleted: it keeps its row with when, why and by
 * whom, and leaves sales and the statistics.
 *
 * PostgreSQL changes the check in place. SQLite cannot change a check, so `students` is made
 * anew and its rows copied over, with its ids: the four tables that refer to it by name then
 * refer to the new one.
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType, isPostgres } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

const REMAINING_FLOOR = -100;
const VOID_COLUMNS = ['voided_at', 'void_reason', 'voided_by'];

async function rebuildSqliteStudents(db: Kysely<unknown>, floor: number) {
  // SQLite's own procedure for a changed table (sqlite.org/lang_altertable.html#otheralter):
  // foreign keys off (possible only outside a transaction, and SQLite migrations run outside
  // one), the table made anew in a transaction, then every reference checked before commit.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('students_next')
        .addColumn('id', autoIdType(trx), (column) => column.primaryKey())
        .addColumn('teacher_id', 'text', (column) => column.notNull().references('users.id'))
        .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 20`))
        .$call(notNullColumns({ phone: 'text', join_date: 'text' }))
        .addColumn('remaining', 'integer', (column) =>
          column
            .notNull()
            .defaultTo(0)
            .check(sql`remaining >= ${sql.lit(floor)}`),
        )
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('archived_at', 'text')
        .execute();
      await sql`insert into students_next (id, teacher_id, name, phone, join_date, remaining, created_at, archived_at)
        select id, teacher_id, name, phone, join_date, remaining, created_at, archived_at from students`.execute(
        trx,
      );
      await trx.schema.dropTable('students').execute();
      await trx.schema.alterTable('students_next').renameTo('students').execute();
      await createIndex(trx, 'students_current_name', 'students', ['teacher_id', 'name'], {
        unique: true,
        where: sql<boolean>`${sql.ref('archived_at')} is null`,
      });
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0)
        throw new Error(`students rebuilt with broken references: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function setPostgresFloor(db: Kysely<unknown>, floor: number) {
  await sql`alter table students
    drop constraint if exists students_remaining_check,
    add constraint students_remaining_check check (remaining >= ${sql.lit(floor)})`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await setPostgresFloor(db, REMAINING_FLOOR);
  else await rebuildSqliteStudents(db, REMAINING_FLOOR);
  // One column a statement: SQLite adds no more at once.
  for (const column of VOID_COLUMNS)
    await db.schema.alterTable('payments').addColumn(column, 'text').execute();
}
