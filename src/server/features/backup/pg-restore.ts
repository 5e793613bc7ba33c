/**
 * A PostgreSQL archive back into a database (docs/decisions/086). Everything happens in a
 * schema of its own first: the archive's own migrations build the tables there (never a
 * newer schema than the rows were read from), the rows go in as PostgreSQL's JSON of them,
 * the sequences are set past the highest ids, the foreign keys are put back (which checks
 * every reference), and each table is read again and must give the manifest's SHA-256. Only
 * then are the tables and functions moved, in one transaction, into the target schema, which
 * must hold none; a drill drops the scratch schema instead. Any refusal leaves the target as
 * it was.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { type BackupManifest, tableFilePath, tableOfPath } from '#shared/backup-rules.ts';
import { openPostgres, withDefaultUser } from '../../db/connection.ts';
import { migrateOnly, unknownMigrations } from '../../db/migrate.ts';
import {
  ArchiveRefused,
  describeFile,
  extractChecked,
  lockKeyFiles,
  type RestoredCounts,
  verifyArchive,
} from './backup-archive.ts';
import { hashPostgresTables, inTransaction, quoteIdent, schemaTables } from './pg-export.ts';
import type { ScratchRestore } from './restore-drill.ts';

/** Rows sent in one insert (a batch is also cut at this many characters). */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

/**
 * The connection string with its unqualified names in `schema`. A search path the string
 * itself sets (`?options=-c search_path=…`) would win over one given beside it, and put the
 * staging tables into the target: it is replaced in the string.
 */
export function urlInSchema(url: string, schema: string): string {
  const parsed = new URL(withDefaultUser(url));
  const kept = (parsed.searchParams.get('options') ?? '').replace(/-c\s*search_path=\S*/g, '').trim();
  parsed.searchParams.set('options', `${kept} -c search_path=${schema}`.trim());
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The schema a connection string's unqualified names land in (usually `public`). */
export function currentSchemaOf(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ schema: string | null }>('select current_schema() as schema');
    const schema = rows[0]?.schema;
    if (!schema) throw new ArchiveRefused('schema_not_empty', 'search_path에 있는 스키마가 없습니다');
    return schema;
  });
}

/** Tables, views and sequences a schema holds; a target for a restore must hold none. */
async function relationsIn(client: pg.ClientBase, schema: string): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    [schema],
  );
  return rows[0]?.count ?? 0;
}

export async function schemaIsEmpty(url: string, schema: string): Promise<boolean> {
  return withClient(url, async (client) => (await relationsIn(client, schema)) === 0);
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  await withClient(url, (client) => client.query(`drop schema if exists ${quoteIdent(schema)} cascade`));
}

/** Reads `file` a batch of lines at a time. */
async function* lineBatches(file: string): AsyncGenerator<string[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  let chars = 0;
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      yield batch;
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/** The rows of the extracted archive in `folder` into the (freshly migrated) schema. */
async function loadRows(pool: pg.Pool, folder: string, manifest: BackupManifest): Promise<void> {
  const client = await pool.connect();
  try {
    const present = await schemaTables(client);
    const listed = Object.keys(manifest.tables).sort();
    const extra = present.filter((name) => !(name in manifest.tables));
    if (extra.length > 0) throw new ArchiveRefused('rows_differ', `백업 목록에 없는 표: ${extra.join(', ')}`);
    const missing = listed.filter((name) => !present.includes(name));
    if (missing.length > 0)
      throw new ArchiveRefused('rows_differ', `복원본에 없는 표: ${missing.join(', ')}`);

    // A failure here is the restore's database_damaged (restoreIntoSchema).
    await inTransaction(client, async () => {
      // The migrations' own rows (their bookkeeping, any defaults they insert) make way for
      // the archive's.
      if (present.length > 0) await client.query(`truncate ${present.map(quoteIdent).join(', ')}`);
      // Foreign keys come off while the rows go in, in any order, and go back on afterwards,
      // which checks every reference at once; the studio's own triggers stay quiet meanwhile.
      const { rows: keys } = await client.query<{ tbl: string; name: string; def: string }>(
        `select cl.relname as tbl, co.conname as name, pg_get_constraintdef(co.oid) as def
           from pg_constraint co join pg_class cl on cl.oid = co.conrelid
           join pg_namespace n on n.oid = cl.relnamespace
          where n.nspname = current_schema() and co.contype = 'f'`,
      );
      for (const key of keys)
        await client.query(`alter table ${quoteIdent(key.tbl)} drop constraint ${quoteIdent(key.name)}`);
      for (const table of present)
        await client.query(`alter table ${quoteIdent(table)} disable trigger user`);

      for (const table of listed) {
        const target = quoteIdent(table);
        for await (const batch of lineBatches(path.join(folder, tableFilePath(table)))) {
          await client.query(
            `insert into ${target} select * from json_populate_recordset(null::${target}, $1::json)`,
            [`[${batch.join(',')}]`],
          );
        }
      }
      // Auto-numbered ids carry on after the highest restored one.
      const { rows: serials } = await client.query<{ tbl: string; col: string; seq: string }>(
        `select c.table_name as tbl, c.column_name as col,
                pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
           from information_schema.columns c
          where c.table_schema = current_schema()
            and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
      );
      for (const serial of serials) {
        await client.query(
          `select setval($1, coalesce((select max(${quoteIdent(serial.col)}) from ${quoteIdent(serial.tbl)}), 0) + 1, false)`,
          [serial.seq],
        );
      }
      for (const table of present) await client.query(`alter table ${quoteIdent(table)} enable trigger user`);
      for (const key of keys)
        await client.query(
          `alter table ${quoteIdent(key.tbl)} add constraint ${quoteIdent(key.name)} ${key.def}`,
        );
    });
  } finally {
    client.release();
  }
}

/** Every table read again must give the manifest's row count and its file's SHA-256. */
async function compareTables(pool: pg.Pool, manifest: BackupManifest): Promise<RestoredCounts> {
  const found = await hashPostgresTables(pool);
  const files = new Map(manifest.files.map((file) => [file.path, file.sha256]));
  let rows = 0;
  for (const [name, count] of Object.entries(manifest.tables)) {
    const restored = found.get(name);
    if (!restored)
      throw new ArchiveRefused('rows_differ', `${name} 표: 백업 목록 ${count}행, 복원본에는 표가 없음`);
    if (restored.rows !== count)
      throw new ArchiveRefused('rows_differ', `${name} 표: 백업 목록 ${count}행, 복원본 ${restored.rows}행`);
    if (restored.sha256 !== files.get(tableFilePath(name)))
      throw new ArchiveRefused('rows_differ', `${name} 표: 행 수는 같지만 내용이 백업과 다름`);
    rows += count;
  }
  return { tables: found.size, rows };
}

/**
 * Builds the archive's schema in a new schema named `schema`, loads the rows from the
 * extracted archive in `folder` and compares every table with the manifest. The schema is
 * left in place (the caller moves or drops it); on a refusal it is dropped here.
 */
export async function restoreIntoSchema(
  url: string,
  schema: string,
  folder: string,
  manifest: BackupManifest,
): Promise<RestoredCounts> {
  if (manifest.database !== 'postgres') throw new ArchiveRefused('database_other');
  const unknown = await unknownMigrations(manifest.migrations);
  if (unknown.length > 0) throw new ArchiveRefused('migrations_unknown', unknown.join(', '));
  await withClient(url, (client) => client.query(`create schema ${quoteIdent(schema)}`));
  const handle = openPostgres(urlInSchema(url, schema));
  const pool = new pg.Pool({ connectionString: urlInSchema(url, schema), max: 2 });
  try {
    await migrateOnly(handle.db, manifest.migrations);
    await loadRows(pool, folder, manifest);
    return await compareTables(pool, manifest);
  } catch (error) {
    await dropSchema(url, schema).catch(() => undefined);
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused('database_damaged', (error as Error).message.slice(0, 200));
  } finally {
    await handle.db.destroy();
    await pool.end();
  }
}

/** A name for a schema of the restore's own, beside the target. */
export function stagingSchemaName(purpose: 'restore' | 'drill'): string {
  return `studio_${purpose}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/**
 * Moves every table (with its indexes, sequences and triggers) and function of `from` into
 * `to` in one transaction, refused when `to` holds any relation by then; drops `from`.
 */
export async function moveSchema(url: string, from: string, to: string): Promise<void> {
  await withClient(url, (client) =>
    inTransaction(client, async () => {
      await client.query(`create schema if not exists ${quoteIdent(to)}`);
      // Taken before looking, so two restores into one target cannot both find it empty.
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [`studio-restore:${to}`]);
      if ((await relationsIn(client, to)) > 0) throw new ArchiveRefused('schema_not_empty', to);
      const { rows: tables } = await client.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relkind in ('r', 'p')`,
        [from],
      );
      for (const table of tables)
        await client.query(
          `alter table ${quoteIdent(from)}.${quoteIdent(table.name)} set schema ${quoteIdent(to)}`,
        );
      // The studio's trigger functions name their tables unqualified: they follow the tables.
      const { rows: functions } = await client.query<{ name: string; args: string }>(
        `select p.proname as name, pg_get_function_identity_arguments(p.oid) as args from pg_proc p
           join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1`,
        [from],
      );
      for (const fn of functions) {
        await client.query(
          `alter function ${quoteIdent(from)}.${quoteIdent(fn.name)}(${fn.args}) set schema ${quoteIdent(to)}`,
        );
      }
      await client.query(`drop schema ${quoteIdent(from)} cascade`);
    }),
  );
}

/**
 * Restores a PostgreSQL archive into the schema `url` connects to (or `schema`), which must
 * hold no table, and its key files (and uploads kept on disk) into `dataDir`, where a file of
 * the same name must be the same file. Everything is checked before the target changes.
 */
export async function restorePostgresArchive(
  file: string,
  options: { url: string; dataDir: string; schema?: string },
): Promise<BackupManifest> {
  const manifest = await verifyArchive(file);
  if (manifest.database !== 'postgres') throw new ArchiveRefused('database_other');
  const target = options.schema ?? (await currentSchemaOf(options.url));
  if (!(await schemaIsEmpty(options.url, target))) throw new ArchiveRefused('schema_not_empty', target);

  const dataDir = path.resolve(options.dataDir);
  const parent = path.dirname(dataDir);
  await fsp.mkdir(parent, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(parent, '.studio-restore-'));
  try {
    await extractChecked(file, manifest, staging);
    const others = manifest.files.filter((entry) => tableOfPath(entry.path) === null);
    const toWrite: string[] = [];
    for (const entry of others) {
      const existing = await describeFile(dataDir, entry.path).catch(() => null);
      if (!existing) toWrite.push(entry.path);
      else if (existing.sha256 !== entry.sha256) throw new ArchiveRefused('target_not_empty', entry.path);
    }
    const scratch = stagingSchemaName('restore');
    await restoreIntoSchema(options.url, scratch, staging, manifest);
    try {
      await moveSchema(options.url, scratch, target);
    } catch (error) {
      await dropSchema(options.url, scratch).catch(() => undefined);
      throw error;
    }
    await lockKeyFiles(staging, new Set(toWrite));
    for (const relative of toWrite) {
      await fsp.mkdir(path.dirname(path.join(dataDir, relative)), { recursive: true });
      await fsp.rename(path.join(staging, relative), path.join(dataDir, relative));
    }
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/** The drill's step on PostgreSQL: into a scratch schema, compared, then dropped either way. */
export function restoreIntoScratchSchema(url: string): ScratchRestore {
  return async (file, scratch) => {
    const manifest = await verifyArchive(file);
    const folder = path.join(scratch, 'extracted');
    await fsp.mkdir(folder);
    await extractChecked(file, manifest, folder);
    const schema = stagingSchemaName('drill');
    try {
      return await restoreIntoSchema(url, schema, folder, manifest);
    } finally {
      await dropSchema(url, schema);
    }
  };
}
