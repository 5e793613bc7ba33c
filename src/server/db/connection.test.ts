import os from 'node:os';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withDefaultUser, withStatementCache } from './connection.ts';

describe('withStatementCache', () => {
  const sqlite = new SqliteDatabase(':memory:');
  afterEach(() => sqlite.exec('drop table if exists notes'));

  it('hands back the same prepared statement for the same SQL', () => {
    const cached = withStatementCache(sqlite);
    expect(cached.prepare('select 1 as one')).toBe(cached.prepare('select 1 as one'));
    expect(cached.prepare('select 1 as one')).not.toBe(cached.prepare('select 2 as two'));
  });

  it('keeps the 256 most recently used statements', () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 0 as n');
    for (let n = 1; n <= 255; n++) cached.prepare(`select ${n} as n`);
    expect(cached.prepare('select 0 as n')).toBe(first); // used again: now the newest
    for (let n = 256; n <= 511; n++) cached.prepare(`select ${n} as n`);
    expect(cached.prepare('select 0 as n')).not.toBe(first);
  });

  it('still sees changes made through a reused statement', () => {
    const cached = withStatementCache(sqlite);
    sqlite.exec('create table notes (text text)');
    const insert = () => cached.prepare('insert into notes (text) values (?)').run(['메모']);
    insert();
    insert();
    expect(cached.prepare('select count(*) as n from notes').all([])).toEqual([{ n: 2 }]);
  });
});

describe('withDefaultUser', () => {
  const osUser = os.userInfo().username;
  it('adds the operating-system user to a URL without one, as psql would use', () => {
    const before = process.env.PGUSER;
    delete process.env.PGUSER;
    try {
      expect(withDefaultUser('postgresql:///studio?host=/var/run/postgresql')).toBe(
        `postgresql:///studio?host=%2Fvar%2Frun%2Fpostgresql&user=${osUser}`,
      );
      expect(withDefaultUser('postgresql://127.0.0.1:5432/studio')).toBe(
        `postgresql://127.0.0.1:5432/studio?user=${osUser}`,
      );
      process.env.PGUSER = 'studio';
      expect(withDefaultUser('postgresql://db.internal/studio')).toBe(
        'postgresql://db.internal/studio?user=studio',
      );
    } finally {
      if (before === undefined) delete process.env.PGUSER;
      else process.env.PGUSER = before;
    }
  });

  it('keeps a URL that names its user', () => {
    expect(withDefaultUser('postgresql://app:pw@127.0.0.1/studio')).toBe(
      'postgresql://app:pw@127.0.0.1/studio',
    );
    expect(withDefaultUser('postgresql:///studio?user=app')).toBe('postgresql:///studio?user=app');
  });
});
