/**
 * PostgreSQL's side of the archive (docs/decisions/086): every table of the connection's own
 * schema read inside one REPEATABLE READ, READ ONLY transaction — one snapshot, so the tables
 * agree with each other while the studio keeps writing — each into `tables/<name>.jsonl`, a
 * row a line as PostgreSQL's own `row_to_json` writes it, in primary-key order. The same
 * reading, over a restored schema, proves the restore: the same bytes, so the same SHA-256.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { tableFilePath } from '#shared/backup-rules.ts';

/**
 * Rows fetched at a time from a table's cursor: a few first, then as many as make about
 * FETCH_BYTES by the rows seen so far, so a table of pictures (a megabyte a row as JSON) is
 * read a few rows at a time and a table of lessons five hundred.
 */
const FIRST_FETCH = 20;
const MAX_FETCH = 500;
const FETCH_BYTES = 8 * 1024 * 1024;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The ordinary tables of the connection's current schema, by name. */
export async function schemaTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The primary key's columns in key order (empty for a table without one). */
async function primaryKey(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name
       from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [quoteIdent(table)],
  );
  return rows.map((row) => row.name);
}

/**
 * Each row of `table` as one line of JSON, in a fixed order (the primary key, else the row's
 * text), given to `line` a batch at a time. Call inside a transaction (the cursor lives in it).
 */
export async function readTableLines(
  client: pg.ClientBase,
  table: string,
  line: (batch: string[]) => Promise<void> | void,
): Promise<number> {
  const key = await primaryKey(client, table);
  const order =
    key.length > 0 ? key.map((column) => `t.${quoteIdent(column)}`).join(', ') : 'row_to_json(t)::text';
  await client.query(
    `declare studio_rows no scroll cursor for
       select row_to_json(t)::text as line from ${quoteIdent(table)} t order by ${order}`,
  );
  let [count, chars, fetch] = [0, 0, FIRST_FETCH];
  try {
    for (;;) {
      const { rows } = await client.query<{ line: string }>(`fetch ${fetch} from studio_rows`);
      if (rows.length === 0) break;
      count += rows.length;
      const batch = rows.map((row) => row.line);
      for (const text of batch) chars += text.length;
      await line(batch);
      fetch = Math.max(1, Math.min(MAX_FETCH, Math.floor(FETCH_BYTES / Math.max(1, chars / count))));
    }
  } finally {
    await client.query('close studio_rows');
  }
  return count;
}

/**
 * Runs `work` in one REPEATABLE READ, READ ONLY transaction on a client of its own, with the
 * session settings the JSON of a row depends on fixed, so that the same rows read the same.
 */
export async function inSnapshot<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await inTransaction(
      client,
      async () => {
        await client.query("set local timezone = 'UTC'");
        await client.query('set local extra_float_digits = 1');
        return work(client);
      },
      'begin isolation level repeatable read read only',
    );
  } finally {
    client.release();
  }
}

/** The work in one transaction (opened by `begin`), rolled back when it throws. */
export async function inTransaction<T>(
  client: pg.ClientBase,
  work: () => Promise<T>,
  begin = 'begin',
): Promise<T> {
  await client.query(begin);
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

export interface DatabaseDump {
  migrations: string[];
  tables: Record<string, number>;
  /** The archive paths written, relative to the staging folder. */
  paths: string[];
}

/** Writes every table of the pool's schema into `staging/tables/` from one snapshot. */
export function dumpPostgres(pool: pg.Pool, staging: string): Promise<DatabaseDump> {
  return inSnapshot(pool, async (client) => {
    const names = await schemaTables(client);
    await fsp.mkdir(path.join(staging, 'tables'));
    const tables: Record<string, number> = {};
    for (const name of names) {
      const out = fs.createWriteStream(path.join(staging, tableFilePath(name)));
      const write = (text: string) =>
        new Promise<void>((resolve, reject) => {
          out.write(text, (error) => (error ? reject(error) : resolve()));
        });
      try {
        tables[name] = await readTableLines(client, name, (batch) => write(`${batch.join('\n')}\n`));
      } finally {
        out.end();
        await finished(out);
      }
    }
    const migrations = names.includes('kysely_migration')
      ? (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map(
          (row) => row.name,
        )
      : [];
    return { migrations, tables, paths: names.map(tableFilePath) };
  });
}

/** Every table's rows as the dump writes them: their count and SHA-256, by table. */
export function hashPostgresTables(pool: pg.Pool): Promise<Map<string, { rows: number; sha256: string }>> {
  return inSnapshot(pool, async (client) => {
    const found = new Map<string, { rows: number; sha256: string }>();
    for (const name of await schemaTables(client)) {
      const hash = createHash('sha256');
      const rows = await readTableLines(client, name, (batch) => {
        hash.update(`${batch.join('\n')}\n`);
      });
      found.set(name, { rows, sha256: hash.digest('hex') });
    }
    return found;
  });
}
