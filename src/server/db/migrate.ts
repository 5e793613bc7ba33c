import { Migrator } from 'kysely';
import type { Db } from './database.ts';
import { migrationProvider } from './migrations/index.ts';

/**
 * Brings the schema up to date; throws (and so stops start-up) if a migration fails. On
 * PostgreSQL, Kysely keeps its bookkeeping tables in the connection's own schema and looks for
 * them there only (own-schema-introspector.ts), so test files, each in a schema of its own,
 * migrate beside each other.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
