/**
 * The lesson ledger gets the reasons of what is coming and the balance each row left.
 *
 * Reasons: besides opening, payment, lesson, cancel, refund and adjustment, a status changed
 * afterwards ('correction'), a payment entered by mistake ('void'), lessons brought from
 * another system ('import'), and a package's validity: lessons granted ('credit') and lapsed
 * ('lapse'). Listing them now spares a rebuild of the table for each.
 *
 * `balance` is the student's remaining count right after the row, written by the one ledger
 * writer from the guarded UPDATE it makes; it tells later whether a lesson was given on credit
 * (미수) and how much of a payment covered lessons owed. Rows that exist are filled in with
 * the running sum of their student's rows in id order, which is the order they were written.
 *
 * PostgreSQL changes the check and adds the column in place. SQLite cannot change a check, so
 * the table is made anew and the rows copied over (no table refers to the ledger).
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType, isPostgres } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

const OLD_REASONS = ['opening', 'payment', 'lesson', 'cancel', 'refund', 'adjustment'];
const REASONS = [...OLD_REASONS, 'correction', 'void', 'import', 'credit', 'lapse'];

const reasonCheck = (reasons: string[]) =>
  sql`reason in (${sql.join(reasons.map((reason) => sql.lit(reason)))})`;

const runningSum = sql`(select sum(earlier.${sql.ref('change')}) from lesson_ledger as earlier
  where earlier.student_id = lesson_ledger.student_id and earlier.id <= lesson_ledger.id)`;

async function rebuildSqliteLedger(db: Kysely<unknown>, reasons: string[], withBalance: boolean) {
  await db.schema
    .createTable('lesson_ledger_next')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('change', 'integer', (column) => column.notNull().check(sql`${sql.ref('change')} <> 0`))
    .addColumn('reason', 'text', (column) => column.notNull().check(reasonCheck(reasons)))
    .addColumn('lesson_id', 'integer', (column) => column.references('lessons_given.id'))
    .addColumn('payment_id', 'integer', (column) => column.references('payments.id'))
    .addColumn('note', 'text')
    .$call(notNullColumns({ at: 'text', actor_id: 'text' }))
    .$call((table) =>
      withBalance ? table.addColumn('balance', 'integer', (column) => column.notNull()) : table,
    )
    .execute();
  const columns = 'id, student_id, "change", reason, lesson_id, payment_id, note, at, actor_id';
  if (withBalance) {
    await sql`insert into lesson_ledger_next (${sql.raw(columns)}, balance)
      select ${sql.raw(columns)}, ${runningSum} from lesson_ledger`.execute(db);
  } else {
    await sql`insert into lesson_ledger_next (${sql.raw(columns)})
      select ${sql.raw(columns)} from lesson_ledger`.execute(db);
  }
  await db.schema.dropTable('lesson_ledger').execute();
  await db.schema.alterTable('lesson_ledger_next').renameTo('lesson_ledger').execute();
  await createIndex(db, 'lesson_ledger_student', 'lesson_ledger', ['student_id', 'id']);
}

async function linkIndexes(db: Kysely<unknown>) {
  // A lesson's and a payment's rows are looked up by their link (corrections, voids, reports).
  await createIndex(db, 'lesson_ledger_lesson', 'lesson_ledger', ['lesson_id']);
  await createIndex(db, 'lesson_ledger_payment', 'lesson_ledger', ['payment_id']);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table lesson_ledger
      drop constraint if exists lesson_ledger_reason_check,
      add constraint lesson_ledger_reason_check check (${reasonCheck(REASONS)}),
      add column balance integer`.execute(db);
    await sql`update lesson_ledger set balance = ${runningSum}`.execute(db);
    await sql`alter table lesson_ledger alter column balance set not null`.execute(db);
  } else {
    await rebuildSqliteLedger(db, REASONS, true);
  }
  await linkIndexes(db);
}
