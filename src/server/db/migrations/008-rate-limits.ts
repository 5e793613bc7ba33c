/**
 * Rate limits shared by every instance (docs/decisions/016-login-limit-without-lock-out.md).
 * A bucket is one counter per key and window, raised by a single upsert so that concurrent
 * requests can never all read the same old count. The addresses an account has signed in
 * from let its owner through while strangers exhaust the id's budget elsewhere.
 */
import type { Kysely } from 'kysely';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_buckets')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .$call(notNullColumns({ hits: 'integer', window_ends: 'text' }))
    .execute();
  await createIndex(db, 'rate_buckets_window_ends', 'rate_buckets', ['window_ends']);

  await db.schema
    .createTable('login_known_addresses')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .$call(notNullColumns({ address: 'text', last_login_at: 'text' }))
    .addPrimaryKeyConstraint('login_known_addresses_pk', ['user_id', 'address'])
    .execute();

  // Replaced by the buckets above: a failure log read before the password check let
  // parallel guesses all pass the read.
  await db.schema.dropTable('login_failures').execute();
}
