/** Takes a test database up to a named migration; throws what the migration threw. */
import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from '../db/migrations/index.ts';

export function migratorTo(db: Kysely<unknown>): (name: string) => Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  return async (name) => {
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };
}
