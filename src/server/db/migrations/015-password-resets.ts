/**
 * One-time password-reset links (docs/decisions/034): the owner makes one for a teacher, the
 * server command `npm run reset-owner` one for the owner. The token is stored only as its
 * SHA-256, like a session's. A partial unique index lets an account have one open link at a
 * time; used and replaced links stay a while, so that their holders hear why they fail.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issued_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('replaced_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_one_open')
    .on('password_resets')
    .column('user_id')
    .unique()
    .where(sql<boolean>`used_at is null and replaced_at is null`)
    .execute();
  await db.schema
    .createIndex('password_resets_expires_at')
    .on('password_resets')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
