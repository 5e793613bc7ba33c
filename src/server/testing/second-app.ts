/**
 * A second app instance over the same database as a test app, as two servers behind a load
 * balancer would be: on PostgreSQL a new pool on the same database. SQLite has no such setup
 * (one embedded file, one process), so this is for PostgreSQL tests only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/connection.ts';
import { standIn } from './stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

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

/**
 * A test app and a second instance over its database, with a data folder of its own, for the
 * tests of a describe: made before the first test, closed after the last.
 */
export function twoInstancesForTests(): { t: TestApp; second: FastifyInstance; secondDataDir(): string } {
  let made: { t: TestApp; second: FastifyInstance; dataDir: string } | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-second-'));
    made = { t, second: await createSecondInstance(t, { DATA_DIR: dataDir }), dataDir };
  });
  afterAll(async () => {
    await made?.second.close();
    await made?.t.close();
    if (made) fs.rmSync(made.dataDir, { recursive: true, force: true });
  });
  return {
    t: standIn(() => made?.t),
    second: standIn(() => made?.second),
    secondDataDir: () => standIn(() => made).dataDir,
  };
}
