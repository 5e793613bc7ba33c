/**
 * The audit log (DESIGN §4): every back-office change — who, what, when. Rows are only ever
 * added. The actor is kept by id and by the name it had, so a removed account's entries
 * still read properly.
 */
import type { Kysely } from 'kysely';
import { autoIdType } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .$call(
      notNullColumns({
        at: 'text',
        actor_id: 'text',
        actor_name: 'text',
        action: 'text',
        target: 'text',
        detail: 'text',
      }),
    )
    .execute();
  await createIndex(db, 'audit_log_at', 'audit_log', ['at', 'id']);
}
