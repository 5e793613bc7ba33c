import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce, runCompiled } from './compiled-once.ts';
import { openSqlite } from './connection.ts';

async function database() {
  const handle = openSqlite(':memory:');
  await sql`create table pets (name text, kind text)`.execute(handle.db);
  await sql`insert into pets values ('나비', 'cat'), ('초코', 'dog'), ('보리', 'dog')`.execute(handle.db);
  return handle.db;
}

describe('compiledOnce', () => {
  it('runs one compiled query with each call’s parameters', async () => {
    const db = await database();
    let builds = 0;
    const names = async (kind: string) => {
      const query = compiledOnce(db, 'pets-of-kind', () => {
        builds += 1;
        return db
          .selectFrom('pets' as never)
          .select(sql<string>`name`.as('name'))
          .where(sql.ref('kind'), '=', '');
      });
      return (await runCompiled(db, query, [kind])).map((row) => row.name);
    };
    expect(await names('dog')).toEqual(['초코', '보리']);
    expect(await names('cat')).toEqual(['나비']);
    expect(await names('fish')).toEqual([]);
    expect(builds).toBe(1);
    await db.destroy();
  });

  it('compiles again for another database, and refuses a wrong number of parameters', async () => {
    const first = await database();
    const second = await database();
    const build = (db: typeof first) => () =>
      db
        .selectFrom('pets' as never)
        .select(sql<number>`count(*)`.as('n'))
        .where(sql.ref('kind'), '=', '');
    const one = compiledOnce(first, 'count', build(first));
    expect(compiledOnce(second, 'count', build(second))).not.toBe(one);
    expect(compiledOnce(first, 'count', build(first))).toBe(one);
    await expect(runCompiled(first, one, [])).rejects.toThrow('1 parameters expected, 0 given');
    await first.destroy();
    await second.destroy();
  });
});
