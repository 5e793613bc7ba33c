import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from '../../db/migrations/index.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('GET /api/health', () => {
  const t = appForTests();

  it('answers 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a Korean 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: '요청하신 내용을 찾을 수 없습니다.' },
    });
  });

  it('answers 503 with a Korean message once the database is gone', async () => {
    const broken = await createTestApp();
    await broken.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('unavailable');
    await broken.app.close().catch(() => {});
  });
});

describe('migrations', () => {
  const t = appForTests();

  it('recorded every migration on a fresh database', async () => {
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    const listed = Object.keys(await migrationProvider.getMigrations()).sort();
    expect(listed.slice(0, 3)).toEqual(['001-accounts', '002-booking', '003-news']);
    expect(rows.rows.map((row) => row.name)).toEqual(listed);
  });

  it('allows only one owner', async () => {
    const base = { phone: '010-1111-2222', password_hash: 'x', created_at: new Date().toISOString() };
    await t.db
      .insertInto('users')
      .values({ ...base, id: 'first', name: '원장', role: 'owner' })
      .execute();
    await expect(
      t.db
        .insertInto('users')
        .values({ ...base, id: 'second', name: '또', role: 'owner' })
        .execute(),
    ).rejects.toThrow();
    await t.db
      .insertInto('users')
      .values({ ...base, id: 'third', name: '선생', role: 'teacher' })
      .execute();
  });

  it('refuses a role that does not exist', async () => {
    const base = { phone: '010-1111-2222', password_hash: 'x', created_at: new Date().toISOString() };
    await expect(
      t.db
        .insertInto('users')
        .values({ ...base, id: 'bad', name: '나쁜', role: 'admin' as 'owner' })
        .execute(),
    ).rejects.toThrow();
  });
});
