/**
 * The restore drills (docs/decisions/075): each run's time, length, archive and result; and
 * the claims that let one instance of several run a scheduled backup, drill or warning.
 */
import type { Kysely } from 'kysely';
import { autoIdType, isPostgres } from './dialect.ts';
import { createIndex, dropTables } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_drills')
    .addColumn('id', autoIdType(db), (column) =>
      isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('started_at', 'text', (column) => column.notNull())
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('archive', 'text')
    .addColumn('database', 'text', (column) => column.notNull())
    .addColumn('ok', 'integer', (column) => column.notNull())
    .addColumn('tables', 'integer', (column) => column.notNull())
    .addColumn('rows', 'integer', (column) => column.notNull())
    .addColumn('problem', 'text')
    .execute();
  await createIndex(db, 'backup_drills_started', 'backup_drills', ['started_at']);
  await db.schema
    .createTable('backup_claims')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('claimed_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'backup_claims', 'backup_drills');
}
