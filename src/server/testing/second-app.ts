/**
 * A second app instance over the same database as a test app, as two servers behind a load
 * balancer would be: on PostgreSQL a new pool on the same database. SQLite has no such setup
 * (one embedded file, one process), so this is for PostgreSQL tests only.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/connection.ts';
import type { TestApp } from './test-app.ts';

/** `env` changes the second instance's settings, e.g. a DATA_DIR of its own. */
export async function createSecondInstance(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const url = first.env.DATABASE_URL;
  if (first.app.dialect !== 'postgres' || !url) throw new Error('a second instance needs PostgreSQL');
  const handle = openPostgres(url);
  const config = Object.keys(env).length === 0 ? first.config : loadConfig({ ...first.env, ...env });
  const app = await buildApp({
    config,
    database: handle,
    clock: first.clock,
    logger: false,
    firstRun: false,
  });
  await app.ready();
  return app;
}
