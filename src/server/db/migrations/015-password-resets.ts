/**
 * One-time password-reset links (docs/decisions/034): the owner makes one for a teacher, the
 * server command `npm run reset-owner` one for the owner. The token is stored only as its
 * SHA-256, like a session's. A partial unique index lets an account have one open link at a
 * time; used and replaced links stay a while, so that their holders hear why they fail.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .$call(notNullColumns({ issued_by: 'text', created_at: 'text', expires_at: 'text' }))
    .addColumn('used_at', 'text')
    .addColumn('replaced_at', 'text')
    .execute();
  await createIndex(db, 'password_resets_one_open', 'password_resets', ['user_id'], {
    unique: true,
    where: sql<boolean>`used_at is null and replaced_at is null`,
  });
  await createIndex(db, 'password_resets_expires_at', 'password_resets', ['expires_at']);
}
