/**
 * The app as tests meet it: the real factory over a fresh database, no logging, uploads in
 * a temporary folder, and a clock the test may move.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';

/** A clock that stands still until a test moves it. */
export class TestClock {
  constructor(private current: Date = new Date()) {}
  now = (): Date => new Date(this.current);
  set(instant: Date | string): void {
    this.current = new Date(instant);
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: Config;
  /** The settings the config was loaded from, for a second instance; DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: Date | string;
    /** A built web app (index.html at least), for tests of the served pages. */
    webDir?: string;
    /** Extra routes a test needs, added before the app is sealed. */
    setup?: (app: FastifyInstance) => void;
    /** A fresh install as a studio meets it: a setup code at start, pages led to /setup. */
    firstRun?: boolean;
    /** Where a first-run app writes its log (the setup code), at level warn. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
  // Listening on this machine only (an injected app never listens): links are built on
  // http://127.0.0.1:3000 without PUBLIC_URL (lib/site-address.ts); HOST=0.0.0.0 leaves none.
  // On PostgreSQL the app is told its database, so that what follows from DATABASE_URL applies.
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const clock = new TestClock(options.now ? new Date(options.now) : new Date());
  const app = await buildApp({
    config,
    database: database.handle,
    clock,
    logger: options.logStream ? { level: 'warn', stream: options.logStream } : false,
    webDir: options.webDir,
    firstRun: options.firstRun ?? false,
  });
  options.setup?.(app);
  await app.ready();
  return {
    app,
    db: database.handle.db,
    clock,
    config,
    env,
    close: async () => {
      await app.close();
      await database.dispose();
      // A write the app began (a picture's variant, a cached font) may land while the folder is
      // being removed: removing again then finds it empty.
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/**
 * An app of the test's own, closed when `run` ends: for what only a fresh install shows (a
 * section's first version), in a file whose other tests share one app.
 */
export async function withTestApp<T>(
  run: (t: TestApp) => Promise<T>,
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<T> {
  const t = await createTestApp(options);
  try {
    return await run(t);
  } finally {
    await t.close();
  }
}
