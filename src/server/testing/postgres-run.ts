/**
 * Vitest's global set-up for the API suite on PostgreSQL: names the run, so that each test
 * database carries the name in its own (test-database.ts), and at the end drops this run's
 * databases that are still there — those whose drop was still under way, or a crashed file's.
 */
import { randomBytes } from 'node:crypto';
import { onServer, testDatabasePrefix } from './test-database.ts';

export function setup(): () => Promise<void> {
  // Both PostgreSQL projects set this up: they share one name.
  process.env.STUDIO_TEST_RUN ??= randomBytes(4).toString('hex');
  const run = process.env.STUDIO_TEST_RUN;
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    await onServer(serverUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [testDatabasePrefix(run)],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    });
  };
}
