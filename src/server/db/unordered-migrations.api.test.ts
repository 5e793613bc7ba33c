/**
 * A migration whose number is below ones already run (031 landing after 039) runs at the next
 * start instead of stopping the server (docs/decisions/077).
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { migrateToLatest } from './migrate.ts';

describe('a migration numbered below the last one run', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.handle.db.destroy();
    await database.dispose();
  });

  it('runs at the next start, and only it', async () => {
    const db = database.handle.db as unknown as Kysely<unknown>;
    // A database of before 031: its record of having run it taken away.
    await sql`delete from kysely_migration where name = '031-studio-variables'`.execute(db);
    expect(await migrateToLatest(database.handle.db)).toEqual(['031-studio-variables']);
    expect(await migrateToLatest(database.handle.db)).toEqual([]);
  });
});
