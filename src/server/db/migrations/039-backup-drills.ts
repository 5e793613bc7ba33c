/**
 * The restore drills (docs/decisions/075): each run's time, length, archive and result; and
 * the claims that let one instance of several run a scheduled backup, drill or warning.
 */
import type { Kysely } from 'kysely';
import { createIndex, createNumberedTable, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createNumberedTable(db, 'backup_drills')
    .$call(notNullColumns({ started_at: 'text', duration_ms: 'integer', source: 'text' }))
    .addColumn('archive', 'text')
    .$call(notNullColumns({ database: 'text', ok: 'integer', tables: 'integer', rows: 'integer' }))
    .addColumn('problem', 'text')
    .execute();
  await createIndex(db, 'backup_drills_started', 'backup_drills', ['started_at']);
  await db.schema
    .createTable('backup_claims')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('claimed_at', 'text', (column) => column.notNull())
    .execute();
}
