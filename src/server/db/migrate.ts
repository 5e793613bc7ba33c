import { Migrator } from 'kysely';
import type { Db } from './database.ts';
import { migrationProvider } from './migrations/index.ts';

/**
 * Brings the schema up to date; throws (and so stops start-up) if a migration fails.
 * `schema` pins Kysely's bookkeeping tables to one PostgreSQL schema (each test file has its
 * own); without it Kysely may find another schema's lock table and skip creating its own.
 */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
