/**
 * Starts the server: configuration from the environment, the database brought up to date,
 * then listen. SIGTERM/SIGINT stop accepting, let running requests finish, close the database.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { type DbHandle, openPostgres, openSqlite } from './db/connection.ts';
import { connectionHint } from './db/connection-hint.ts';
import { MigrationFailed, migrateToLatest, migrationState } from './db/migrate.ts';
import { backupFailureMessage, failureDrill, migrationFailureMessage } from './db/migration-failure.ts';
import { backupBeforeMigrations } from './features/backup/index.ts';

const config = readConfig(process.env, console) ?? process.exit(1);
const database: DbHandle = config.databaseUrl
  ? openPostgres(config.databaseUrl)
  : openSqlite(config.sqliteFile);

/**
 * Pending migrations run only after a backup of the database as it is (SQLite; an empty one
 * needs none), all in one transaction: one that fails is rolled back and the server stops,
 * naming it and the backup (docs/decisions/073).
 */
async function migrate(): Promise<{ migrated: string[]; backup: string | null }> {
  const extra = process.env.STUDIO_MIGRATION_DRILL === 'fail' ? failureDrill : {};
  let backup: string | null = null;
  const { applied, pending } = await migrationState(database.db, extra);
  if (pending.length > 0 && applied > 0) {
    try {
      backup = await backupBeforeMigrations(database, config, new Date());
    } catch (error) {
      throw new StartRefused(backupFailureMessage(error));
    }
    if (backup) console.log(`backup before migrations (${pending.join(', ')}): ${backup}`);
  }
  try {
    return { migrated: await migrateToLatest(database.db, { extra }), backup };
  } catch (error) {
    if (!(error instanceof MigrationFailed)) throw error;
    throw new StartRefused(migrationFailureMessage({ failure: error, backup }));
  }
}

class StartRefused extends Error {}

let migrated: string[] = [];
let backupBefore: string | null = null;
try {
  ({ migrated, backup: backupBefore } = await migrate());
} catch (error) {
  if (error instanceof StartRefused) console.error(error.message);
  else {
    console.error('The database could not be prepared:', error instanceof Error ? error.message : error);
    const hint = connectionHint(error);
    if (hint) console.error(hint);
  }
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
  if (backupBefore && app.backups.offsite) {
    // The copy from before the update goes off-site too; the next nightly run copies the new schema.
    const name = path.basename(backupBefore);
    app.backups.offsite.upload(name).then(
      (offsite) => app.log.info({ file: name, offsite: offsite.state, migrated }, 'backup before migrations'),
      (error: unknown) =>
        app.log.error({ err: error }, 'off-site copy of the backup before migrations failed'),
    );
  } else if (migrated.length > 0 && app.backups.supported) {
    // A new database's first schema is backed up at once, here and off-site.
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
