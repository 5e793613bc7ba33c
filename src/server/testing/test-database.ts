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
    hash.update(`${name}\n${migration.up.toString()}\n`);
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
  const name = (migrate && (await emptiedDatabase())) || (await newDatabase(serverUrl, migrate));
  const url = urlOfDatabase(serverUrl, name);
  return {
    handle: openPostgres(url),
    url,
    schema: 'public',
    dispose: async () => {
      // Dropping a database can take a second or more on a busy server: it is left to finish while
      // the tests go on. A database still in use (a connection a test left open) is not forced:
      // the run's end drops whatever is left (postgres-run.ts).
      const drop = () => {
        onServer(serverUrl, (client) => client.query(`drop database if exists ${name}`)).catch(() => {});
        return undefined;
      };
      if (migrate) emptiedDatabases.push(emptyForReuse(url).then((reusable) => (reusable ? name : drop())));
      else drop();
    },
  };
}

async function newDatabase(serverUrl: string, migrate: boolean): Promise<string> {
  const name = `${testDatabasePrefix()}${randomUUID().replaceAll('-', '')}`;
  const from = migrate ? await migratedTemplate(serverUrl) : 'template1';
  await onServer(serverUrl, async (client) => {
    await client.query(`create database ${name} template ${from}`);
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  if (migrate && !migratedDigest) {
    migratedDigest = onServer(urlOfDatabase(serverUrl, name), digestOf);
    await migratedDigest;
  }
  return name;
}

/**
 * Databases this process's test apps have closed and emptied, for the next ones: copying the
 * template takes about half a second of the server's work, emptying a used copy a few
 * milliseconds — with some 350 test apps a run, most of the PostgreSQL suite's time.
 */
const emptiedDatabases: Promise<string | undefined>[] = [];

async function emptiedDatabase(): Promise<string | undefined> {
  while (emptiedDatabases.length > 0) {
    const name = await emptiedDatabases.shift();
    if (name) return name;
  }
  return undefined;
}

/**
 * The migrated schema as a digest — tables, columns, indexes, constraints, triggers, functions,
 * views, sequences, the schemas there are and the migrations applied — so that a database a test
 * changed is never handed on.
 */
const SCHEMA_DIGEST = `select md5(concat_ws('|',
  (select string_agg(format('%s.%s %s %s %s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
     a.attnotnull, pg_get_expr(d.adbin, d.adrelid)), ',' order by c.relname, a.attnum)
   from pg_attribute a join pg_class c on c.oid = a.attrelid
   left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped),
  (select string_agg(indexdef, ',' order by indexdef) from pg_indexes where schemaname = 'public'),
  (select string_agg(conname || pg_get_constraintdef(oid), ',' order by conname)
   from pg_constraint where connamespace = 'public'::regnamespace),
  (select string_agg(pg_get_triggerdef(oid), ',' order by tgname) from pg_trigger where not tgisinternal),
  (select string_agg(proname || md5(prosrc), ',' order by proname)
   from pg_proc where pronamespace = 'public'::regnamespace),
  (select string_agg(viewname || definition, ',' order by viewname) from pg_views where schemaname = 'public'),
  (select string_agg(sequencename, ',' order by sequencename) from pg_sequences where schemaname = 'public'),
  (select string_agg(nspname, ',' order by nspname) from pg_namespace
   where nspname not like 'pg\\_%' and nspname <> 'information_schema'),
  (select string_agg(name, ',' order by name) from kysely_migration),
  (select string_agg(is_locked::text, ',') from kysely_migration_lock))) as digest`;

async function digestOf(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(SCHEMA_DIGEST);
  return rows[0]?.digest ?? '';
}

/** Every row gone and every sequence back at its start, triggers and foreign keys aside. */
const EMPTY_EVERY_TABLE = `do $$
declare r record;
begin
  set local session_replication_role = replica;
  for r in select tablename from pg_tables
    where schemaname = 'public' and tablename not in ('kysely_migration', 'kysely_migration_lock') loop
    execute format('delete from public.%I', r.tablename);
  end loop;
  for r in select sequencename, start_value from pg_sequences where schemaname = 'public' loop
    perform setval(format('public.%I', r.sequencename), r.start_value, false);
  end loop;
end $$`;

/** The digest of a fresh copy of the template, taken once per process. */
let migratedDigest: Promise<string> | undefined;

/**
 * Empties a closed test database for the next test app, when nothing else is connected to it and
 * its schema is still the migrated one; false when it must be dropped instead.
 */
async function emptyForReuse(url: string): Promise<boolean> {
  try {
    return await onServer(url, async (client) => {
      // The closed app's connections may take a moment to leave the server's list.
      for (let attempt = 0; ; attempt += 1) {
        const { rows } = await client.query<{ others: number }>(
          'select count(*)::int as others from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        if (rows[0]?.others === 0) break;
        if (attempt === 5) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if ((await digestOf(client)) !== (await migratedDigest)) return false;
      await client.query(EMPTY_EVERY_TABLE);
      return true;
    });
  } catch {
    return false;
  }
}

/** The names of this run's databases begin with this, so that its end finds what is left. */
export function testDatabasePrefix(run = process.env.STUDIO_TEST_RUN ?? 'loose'): string {
  return `test_${run}_`;
}
