/**
 * A studio's database may hold other schemas beside the app's, made, changed and dropped while
 * the app migrates. The migrations look for Kysely's bookkeeping tables in the app's own schema
 * only, so what happens elsewhere never reaches them: neither a schema, table or column dropped
 * under the look, nor another schema's bookkeeping tables. (SQLite has one database a file;
 * there is nothing beside it.)
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.ts';
import { migrateToLatest } from './migrate.ts';

const ROUNDS = 100;

/** Another schema's life, over and over until stopped: made, filled, changed, dropped. */
async function churn(url: string, prefix: string, stopped: () => boolean): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let lives = 0;
  try {
    while (!stopped()) {
      const schema = `${prefix}_${lives}`;
      await client.query(`create schema ${schema}`);
      for (const table of ['a', 'b', 'c', 'd']) {
        await client.query(`create table ${schema}.${table} (id serial primary key, note text, extra int)`);
      }
      await client.query(`alter table ${schema}.a drop column extra`);
      await client.query(`alter table ${schema}.b rename column note to memo`);
      await client.query(`drop table ${schema}.c`);
      await client.query(`drop schema ${schema} cascade`);
      lives += 1;
    }
  } finally {
    await client.end();
  }
  return lives;
}

describe.skipIf(testDialect() !== 'postgres')('migrations beside other test files', () => {
  let database: TestDatabase;
  const churnPrefix = `churn_${process.pid}`;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.handle.db.destroy();
    // The churned schemas go with the database.
    await database.dispose();
  });

  it(`looks for its tables ${ROUNDS} times while three others make and drop schemas`, async () => {
    let done = false;
    const others = [1, 2, 3].map((n) => churn(database.url!, `${churnPrefix}_${n}`, () => done));
    const failures: string[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        try {
          // Migrated already: each run looks for the bookkeeping tables and applies nothing.
          expect(await migrateToLatest(database.handle.db)).toEqual([]);
        } catch (error) {
          failures.push(`${(error as { code?: string }).code}: ${(error as Error).message}`);
        }
      }
    } finally {
      done = true;
    }
    const lives = await Promise.all(others);
    // The others were at work meanwhile, each through several lives.
    expect(lives.every((count) => count > 3)).toBe(true);
    expect(failures).toEqual([]);
  }, 120_000);

  it("migrates a new schema beside another that holds Kysely's bookkeeping tables", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    const other = new pg.Client({ connectionString: fresh.url });
    await other.connect();
    const schema = `${churnPrefix}_kept`;
    try {
      await other.query(`create schema ${schema}`);
      await other.query(`create table ${schema}.kysely_migration (name text primary key, timestamp text)`);
      await other.query(`create table ${schema}.kysely_migration_lock (id text primary key, is_locked int)`);
      await other.query(`insert into ${schema}.kysely_migration_lock values ('migration_lock', 0)`);
      expect((await migrateToLatest(fresh.handle.db)).length).toBeGreaterThan(0);
      const tables = await fresh.handle.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(tables.map((table) => table.name)).toContain('kysely_migration');
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([fresh.schema]));
    } finally {
      await other.end();
      await fresh.handle.db.destroy();
      await fresh.dispose();
    }
  });

  it("describes its own schema's tables and views, column by column", async () => {
    const { db } = database.handle;
    await sql`create table probe (id serial primary key, note text not null, count int default 5)`.execute(
      db,
    );
    await sql`comment on column probe.note is '메모'`.execute(db);
    await sql`create view probe_view as select id from probe`.execute(db);
    const tables = await db.introspection.getTables();
    expect(tables.filter((table) => table.name.startsWith('probe'))).toEqual([
      {
        name: 'probe',
        schema: database.schema,
        isView: false,
        columns: [
          {
            name: 'id',
            dataType: 'int4',
            dataTypeSchema: 'pg_catalog',
            isNullable: false,
            hasDefaultValue: true,
            isAutoIncrementing: true,
          },
          {
            name: 'note',
            dataType: 'text',
            dataTypeSchema: 'pg_catalog',
            isNullable: false,
            hasDefaultValue: false,
            isAutoIncrementing: false,
            comment: '메모',
          },
          {
            name: 'count',
            dataType: 'int4',
            dataTypeSchema: 'pg_catalog',
            isNullable: true,
            hasDefaultValue: true,
            isAutoIncrementing: false,
          },
        ],
      },
      {
        name: 'probe_view',
        schema: database.schema,
        isView: true,
        columns: [
          {
            name: 'id',
            dataType: 'int4',
            dataTypeSchema: 'pg_catalog',
            isNullable: true,
            hasDefaultValue: false,
            isAutoIncrementing: false,
          },
        ],
      },
    ]);
    // Kysely's bookkeeping tables only when asked for.
    expect(tables.map((table) => table.name)).toContain('students');
    expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
    const internal = await db.introspection.getTables({ withInternalKyselyTables: true });
    expect(internal.map((table) => table.name)).toEqual(
      expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']),
    );
  });
});
