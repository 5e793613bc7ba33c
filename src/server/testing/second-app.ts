/**
 * A second app instance over the same database as a test app, as two servers behind a load
 * balancer would be: on PostgreSQL a new pool on the same schema. SQLite has no such setup
 * (one embedded file, one process), so this is for PostgreSQL tests only.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { openPostgres } from '../db/connection.ts';
import type { TestApp } from './test-app.ts';

export async function createSecondInstance(first: TestApp): Promise<FastifyInstance> {
  const url = process.env.TEST_DATABASE_URL;
  if (first.app.dialect !== 'postgres' || !url) throw new Error('a second instance needs PostgreSQL');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db);
  const handle = openPostgres(url, { searchPath: rows[0]!.schema });
  const app = await buildApp({ config: first.config, database: handle, clock: first.clock, logger: false });
  await app.ready();
  return app;
}
