/**
 * The studio's own content in the database (DESIGN §4 "Studio content", docs/decisions/024):
 * one row per published version of a section, never changed afterwards. The newest row is
 * the live one; a restore adds a new row copying an old one.
 *
 * The primary key (section, version) is what keeps two simultaneous saves of one version from
 * both landing. The publisher is kept by id and by name without a foreign key, as in the
 * audit log, so removing an account leaves the history readable.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_content_versions')
    .addColumn('section', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().check(sql`version >= 1`))
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('changed_fields', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('restored_from', 'integer')
    .addColumn('published_at', 'text', (column) => column.notNull())
    .addColumn('published_by_id', 'text')
    .addColumn('published_by_name', 'text')
    .addPrimaryKeyConstraint('site_content_versions_pkey', ['section', 'version'])
    .addCheckConstraint('site_content_versions_restored', sql`restored_from between 1 and version - 1`)
    .addCheckConstraint(
      'site_content_versions_publisher',
      sql`(published_by_id is null) = (published_by_name is null)`,
    )
    .execute();
}
