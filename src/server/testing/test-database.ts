/**
 * A fresh, migrated database for one test app: in-memory SQLite by default, or on PostgreSQL
 * (TEST_DB=postgres, TEST_DATABASE_URL names the server) a database of its own, copied from a
 * template that was migrated once — a copy takes a fraction of what running every migration
 * again would, and each test app may have a database of its own (decision 090).
 */
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openPostgres, openSqlite } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrationProvider } from '../db/migrations/index.ts';

export interface TestDatabase {
  handle: DbHandle;
  /** On PostgreSQL, where the database is (for a second connection or instance); undefined on SQLite. */
  url?: string;
  /** The PostgreSQL schema its tables live in; undefined on SQLite. */
  schema?: string;
  /** Drops what the test made (the PostgreSQL database); call after the app is closed. */
  dispose(): Promise<void>;
}

export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** The server's address with another database's name in it. */
function urlOfDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The template's name follows the migrations' code, so a changed or new migration makes a new one. */
async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = Object.entries(await migrationProvider.getMigrations());
  for (const [name, migration] of migrations.sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}\n${migration.up.toString()}\n${migration.down?.toString() ?? ''}\n`);
  }
  return `studio_template_${hash.digest('hex').slice(0, 16)}`;
}

let template: Promise<string> | undefined;

/**
 * The migrated template, made by whichever test process gets there first (an advisory lock
 * keeps the others waiting). It is built under another name and renamed when whole, so a run
 * killed half-way leaves nothing that looks ready.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = await templateName();
    await onServer(serverUrl, async (client) => {
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return;
        const building = `${name}_building`;
        await client.query(`drop database if exists ${building} with (force)`);
        await client.query(`create database ${building}`);
        await client.query(`alter database ${building} set synchronous_commit = off`);
        const handle = openPostgres(urlOfDatabase(serverUrl, building));
        try {
          await migrateToLatest(handle.db);
        } finally {
          await handle.db.destroy();
        }
        await client.query(`alter database ${building} rename to ${name}`);
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
    return name;
  })();
  return template;
}

let sqliteImage: Promise<Buffer> | undefined;

/**
 * On SQLite, the migrated database as bytes, made once per test process: opening a copy of it
 * takes well under a millisecond where running every migration takes about 50. The copy is a
 * connection of its own, so `openSqlite` sets its per-connection pragmas (foreign keys) again.
 */
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const handle = openSqlite(':memory:');
    try {
      await migrateToLatest(handle.db);
      return handle.sqlite!.serialize();
    } finally {
      await handle.db.destroy();
    }
  })();
  return sqliteImage;
}

/**
 * `migrate: false` leaves it empty, for tests of the migrations themselves.
 *
 * Commits in a test database do not wait for the disk (`synchronous_commit = off`): a test never
 * outlives a crash of the PostgreSQL server, and waiting costs about 4 ms a commit on these
 * machines — most of the PostgreSQL suite's time. A crash of the app, which the kill tests make,
 * loses nothing either way.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  if (testDialect() === 'sqlite') {
    const handle = openSqlite(migrate ? await migratedSqliteImage() : ':memory:');
    return { handle, dispose: async () => {} };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `${testDatabasePrefix()}${randomUUID().replaceAll('-', '')}`;
  const from = migrate ? await migratedTemplate(serverUrl) : 'template1';
  await onServer(serverUrl, async (client) => {
    await client.query(`create database ${name} template ${from}`);
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = urlOfDatabase(serverUrl, name);
  return {
    handle: openPostgres(url),
    url,
    schema: 'public',
    // Dropping a database can take a second or more on a busy server: it is left to finish
    // while the tests go on. A database still in use (a connection a test left open) is not
    // forced: the run's end drops whatever is left (postgres-run.ts).
    dispose: async () => {
      onServer(serverUrl, (client) => client.query(`drop database if exists ${name}`)).catch(() => {});
    },
  };
}

/** The names of this run's databases begin with this, so that its end finds what is left. */
export function testDatabasePrefix(run = process.env.STUDIO_TEST_RUN ?? 'loose'): string {
  return `test_${run}_`;
}
