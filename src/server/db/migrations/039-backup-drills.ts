/**
 * The restore drills (docs/decisions/075): each run's time, length, archive and result; and
 * the claims that let one instance of several run a scheduled backup, drill or warning.
 */
import type { Kysely } from 'kysely';
import { autoIdType, isPostgres } from './dialect.ts';

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
  await db.schema.createIndex('backup_drills_started').on('backup_drills').column('started_at').execute();
  await db.schema
    .createTable('backup_claims')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('claimed_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_claims').execute();
  await db.schema.dropTable('backup_drills').execute();
}
