/**
 * Uploaded images in the database, so that every instance behind a load balancer serves
 * every image (docs/decisions/017-uploads-in-the-database.md). Names are content hashes:
 * a row is written once and never changes.
 */
import type { Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}
