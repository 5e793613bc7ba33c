/**
 * A migration that fails leaves the database as it was before the start, on both databases:
 * the migrations of the same start that ran before it are undone with it, rows it changed are
 * back, and the next start (without it) finds nothing pending.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { MigrationFailed, migrateToLatest, migrationState } from './migrate.ts';

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) {
    await database.handle.db.destroy();
    await database.dispose();
  }
});

async function migratedDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  opened.push(database);
  await database.handle.db
    .insertInto('rate_buckets')
    .values({ key: 'kept', hits: 3, window_ends: '2026-11-28T00:00:00.000Z' })
    .execute();
  return database;
}

/** A good migration, then one that changes rows and adds a table before it fails. */
const drill: Record<string, Migration> = {
  '900-drill-good': {
    up: async (db: Kysely<unknown>) => {
      await db.schema.createTable('drill_good').addColumn('id', 'integer').execute();
    },
  },
  '901-drill-bad': {
    up: async (db: Kysely<unknown>) => {
      await db.schema.createTable('drill_bad').addColumn('id', 'integer').execute();
      await sql`update rate_buckets set hits = 99`.execute(db);
      await sql`delete from rate_buckets`.execute(db);
      throw new Error('drill: this migration fails on purpose');
    },
  },
};

async function tableExists(database: TestDatabase, name: string): Promise<boolean> {
  const tables = await database.handle.db.introspection.getTables();
  return tables.some((table) => table.name === name);
}

describe('a migration that fails', () => {
  it('is rolled back with every migration of its start, naming itself', async () => {
    const database = await migratedDatabase();
    const failure = await migrateToLatest(database.handle.db, { extra: drill }).catch((error) => error);
    expect(failure).toBeInstanceOf(MigrationFailed);
    expect(failure.migration).toBe('901-drill-bad');
    expect(failure.kept).toEqual([]);
    expect(String(failure.reason)).toContain('drill: this migration fails on purpose');

    expect(await tableExists(database, 'drill_good')).toBe(false);
    expect(await tableExists(database, 'drill_bad')).toBe(false);
    const rows = await database.handle.db.selectFrom('rate_buckets').select(['key', 'hits']).execute();
    expect(rows).toEqual([{ key: 'kept', hits: 3 }]);
    expect((await migrationState(database.handle.db, drill)).pending).toEqual([
      '900-drill-good',
      '901-drill-bad',
    ]);
  });

  it('leaves a database the same version opens and uses again', async () => {
    const database = await migratedDatabase();
    await expect(migrateToLatest(database.handle.db, { extra: drill })).rejects.toThrow(MigrationFailed);
    expect(await migrateToLatest(database.handle.db)).toEqual([]);
    await database.handle.db
      .insertInto('rate_buckets')
      .values({ key: 'after', hits: 1, window_ends: '2026-11-28T00:00:00.000Z' })
      .execute();
    const keys = await database.handle.db.selectFrom('rate_buckets').select('key').orderBy('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['after', 'kept']);
  });

  it('does not stop the good migrations once it is gone', async () => {
    const database = await migratedDatabase();
    await expect(migrateToLatest(database.handle.db, { extra: drill })).rejects.toThrow(MigrationFailed);
    const good = { '900-drill-good': drill['900-drill-good']! };
    expect(await migrateToLatest(database.handle.db, { extra: good })).toEqual(['900-drill-good']);
    expect(await tableExists(database, 'drill_good')).toBe(true);
    expect((await migrationState(database.handle.db, good)).pending).toEqual([]);
  });
});
