/**
 * One Kysely instance over either database: SQLite (embedded, the default) or PostgreSQL
 * (when DATABASE_URL is set). Queries and migrations are written once for both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type DatabaseIntrospector,
  Kysely,
  type SqliteDatabase as KyselySqliteDatabase,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database.ts';
import { OwnSchemaIntrospector } from './own-schema-introspector.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** The pool behind a PostgreSQL handle, for LISTEN/NOTIFY; undefined on SQLite. */
  pgPool: pg.Pool | undefined;
  /** The SQLite connection behind a SQLite handle, for its online backup; undefined on PostgreSQL. */
  sqlite?: SqliteDatabase.Database;
}

// PostgreSQL answers bigint (count, sum) as text to avoid precision loss; our counts and won
// amounts fit comfortably in a double, so read them as numbers like SQLite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query anew; with better-sqlite3 the prepare costs about as much as
 * running a small query. Queries are built from a few shapes, so prepared statements are kept,
 * least recently used out first. Reuse is safe: better-sqlite3 runs one statement at a time,
 * and we never stream (`iterate`) results.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/** A file, `:memory:`, or an image of a whole database (`serialize()`) to open in memory as a copy. */
export function openSqlite(file: string | Buffer): DbHandle {
  if (typeof file === 'string' && file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', pgPool: undefined, sqlite };
}

/**
 * A URL without a user name connects as PGUSER, else as the operating-system user, as psql
 * does (the driver would send no user at all when USER is unset, e.g. under systemd).
 */
export function withDefaultUser(connectionString: string): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return connectionString;
  }
  if (url.username || url.searchParams.has('user')) return connectionString;
  url.searchParams.set('user', process.env.PGUSER || os.userInfo().username);
  return url.toString();
}

/** PostgreSQL, its tables looked up in the connection's own schema only (the migrator's look). */
class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

export function openPostgres(connectionString: string, options: { searchPath?: string } = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: withDefaultUser(connectionString),
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection the server ends (a restart, an administrator) leaves the pool, which opens
  // another for the next query; unheard, its error would end the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return { db, dialect: 'postgres', pgPool: pool };
}
