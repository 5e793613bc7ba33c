/**
 * Accounts and sessions. Instants are ISO-8601 UTC text in both dialects
 * (docs/decisions/002-kysely-sqlite-and-postgres.md).
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .$call(notNullColumns({ name: 'text', phone: 'text', password_hash: 'text' }))
    .addColumn('role', 'text', (column) =>
      column.notNull().check(sql`role in ('owner', 'teacher', 'pending')`),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  // At most one owner: the first account. A partial unique index says so in both dialects.
  await createIndex(db, 'users_single_owner', 'users', ['role'], {
    unique: true,
    where: sql<boolean>`${sql.ref('role')} = 'owner'`,
  });

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .$call(notNullColumns({ created_at: 'text', expires_at: 'text' }))
    .execute();
  await createIndex(db, 'sessions_user_id', 'sessions', ['user_id']);

  // Failed logins of the last minutes, counted per id and per address for the login limit.
  // A table (not process memory) so that every app instance on PostgreSQL sees the same count.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .$call(notNullColumns({ user_id: 'text', ip: 'text', failed_at: 'text' }))
    .execute();
  await createIndex(db, 'login_failures_user_id', 'login_failures', ['user_id', 'failed_at']);
  await createIndex(db, 'login_failures_ip', 'login_failures', ['ip', 'failed_at']);
}
