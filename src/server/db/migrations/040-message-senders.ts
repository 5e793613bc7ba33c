/**
 * The message senders the owner sets in the browser (docs/decisions/076): one row a kind (smtp,
 * solapi, webhook). What the page may show sits in `shown` (JSON); the credentials sit in
 * `secret_sealed`, sealed with the settings key (lib/secret-box.ts), never in clear.
 * `version` grows with every change, so each instance can tell its senders are out of date.
 */
import { type Kysely, sql } from 'kysely';
import { notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_senders')
    .addColumn('kind', 'text', (column) =>
      column.primaryKey().check(sql`kind in ('smtp', 'solapi', 'webhook')`),
    )
    .$call(notNullColumns({ shown: 'text', secret_sealed: 'text' }))
    .addColumn('secret_hint', 'text')
    .$call(notNullColumns({ updated_at: 'text', updated_by: 'text' }))
    .execute();
  // One row whose number every save and clear raises, in the same transaction.
  await db.schema
    .createTable('message_senders_version')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
}
