/**
 * The one-time setup codes of a fresh site (docs/decisions/072-first-run-setup.md): the hash of
 * each code an instance printed at start while the site had no owner, so that the code read in
 * any instance's log works on every instance. Emptied when the owner is made.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setup_codes')
    .addColumn('code_hash', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}
