/** The few column types the two dialects spell differently. */
import { type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key: `integer primary key` is SQLite's rowid alias. */
export function autoIdType(db: Kysely<unknown>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}
