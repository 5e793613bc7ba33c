/**
 * The off-site backup bucket the owner sets in the browser (docs/decisions/074): one row, its
 * secret key and the archive passphrase sealed (lib/secret-box.ts), never in clear; and the
 * state of the latest upload to it, which the owner's pages read.
 */
import { type Kysely, sql } from 'kysely';
import { notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_target')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .$call(
      notNullColumns({
        endpoint: 'text',
        region: 'text',
        bucket: 'text',
        prefix: 'text',
        access_key_id: 'text',
        secret_access_key_sealed: 'text',
        secret_access_key_hint: 'text',
        passphrase_sealed: 'text',
        updated_at: 'text',
      }),
    )
    .execute();
  await db.schema
    .createTable('backup_upload_state')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    /** idle | uploading | retrying | failed */
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('archive', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_uploaded_archive', 'text')
    .addColumn('last_uploaded_at', 'text')
    /** The archive's own time (its manifest), which the age of the newest copy is counted from. */
    .addColumn('last_uploaded_created_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}
