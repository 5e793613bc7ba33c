/**
 * Starts the server: configuration from the environment, the database brought up to date,
 * then listen. SIGTERM/SIGINT stop accepting, let running requests finish, close the database.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type DbHandle, openPostgres, openSqlite } from './db/connection.ts';
import { connectionHint } from './db/connection-hint.ts';
import { migrateToLatest } from './db/migrate.ts';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database: DbHandle = config.databaseUrl
  ? openPostgres(config.databaseUrl)
  : openSqlite(config.sqliteFile);

let migrated: string[] = [];
try {
  migrated = await migrateToLatest(database.db);
} catch (error) {
  console.error('The database could not be prepared:', error instanceof Error ? error.message : error);
  const hint = connectionHint(error);
  if (hint) console.error(hint);
  await database.db.destroy();
  process.exit(1);
}

// Built, this file is dist/server/main.js beside the web app in dist/web. Run from source
// (main.ts, npm run dev) the web app is served by Vite instead.
const here = path.dirname(fileURLToPath(import.meta.url));
const bundled = import.meta.url.endsWith('.js');
const app = await buildApp({
  config,
  database,
  webDir: bundled ? path.join(here, '..', 'web') : undefined,
  messageScheduler: true,
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqliteFile})`} · ${config.dataDir}`);
  // A new schema is backed up at once, here and off-site, so no copy lags behind an update.
  if (migrated.length > 0 && app.backups.supported) {
    app.backups.runKept(new Date(), 'migration').then(
      ({ name, offsite }) =>
        app.log.info({ file: name, offsite: offsite.state, migrated }, 'backup after migrations'),
      (error: unknown) => app.log.error({ err: error }, 'backup after migrations failed'),
    );
  }
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
