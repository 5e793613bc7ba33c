/**
 * Accounts and sessions. Instants are ISO-8601 UTC text in both dialects
 * (docs/decisions/002-kysely-sqlite-and-postgres.md).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) =>
      column.notNull().check(sql`role in ('owner', 'teacher', 'pending')`),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  // At most one owner: the first account. A partial unique index says so in both dialects.
  await db.schema
    .createIndex('users_single_owner')
    .on('users')
    .column('role')
    .unique()
    .where(sql.ref('role'), '=', 'owner')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
