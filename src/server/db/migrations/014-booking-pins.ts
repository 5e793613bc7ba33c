/**
 * A booking's PIN (docs/decisions/033-booking-pin.md): the argon2id hash of the 4 digits
 * chosen when it was made, the same hash on both hours of a 2-hour booking. Bookings made
 * before this migration have none (null): only staff can delete them.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('pin_hash', 'text').execute();
}
