/**
 * A fresh, migrated database for one test file: in-memory SQLite by default, or a schema of
 * its own in PostgreSQL when TEST_DB=postgres (TEST_DATABASE_URL names the server), so test
 * files can run side by side without seeing each other's rows.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openPostgres, openSqlite } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

export interface TestDatabase {
  handle: DbHandle;
  /** The PostgreSQL schema it lives in; undefined on SQLite. */
  schema?: string;
  /** Drops what the test made (the PostgreSQL schema); call after the app is closed. */
  dispose(): Promise<void>;
}

export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * The settings an app on the test database would have been started with: on PostgreSQL a
 * DATABASE_URL, so that the defaults that follow from it (uploads in the database) apply.
 */
export function testDatabaseEnv(): Record<string, string> {
  const url = process.env.TEST_DATABASE_URL;
  return testDialect() === 'postgres' && url ? { DATABASE_URL: url } : {};
}

/** `migrate: false` leaves it empty, for tests of the migrations themselves. */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  if (testDialect() === 'sqlite') {
    const handle = openSqlite(':memory:');
    if (migrate) await migrateToLatest(handle.db);
    return { handle, dispose: async () => {} };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const handle = openPostgres(url, { searchPath: schema });
  if (migrate) await migrateToLatest(handle.db);
  return {
    handle,
    schema,
    dispose: async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema if exists ${schema} cascade`);
      await cleaner.end();
    },
  };
}
