/**
 * An update whose migration fails, as the operator meets it: the server process makes a backup
 * first, refuses to start with a message naming the migration and that backup, and leaves the
 * database as it was (STUDIO_MIGRATION_DRILL=fail adds a migration that fails on purpose).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startServerProcess } from './testing/server-process.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-migration-'));
  folders.push(folder);
  return folder;
}

async function seeded(dataDir: string): Promise<void> {
  const handle = openSqlite(path.join(dataDir, 'studio.db'));
  await migrateToLatest(handle.db);
  await handle.db
    .insertInto('rate_buckets')
    .values({ key: 'kept', hits: 3, window_ends: '2026-11-28T00:00:00.000Z' })
    .execute();
  await handle.db.destroy();
}

function startWithDrill(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const server = startServerProcess(
    {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(4640 + Number(process.env.VITEST_POOL_ID ?? 0)),
      LOG_LEVEL: 'silent',
      BACKUP_NIGHTLY: 'false',
      STUDIO_MIGRATION_DRILL: 'fail',
    },
    ['ignore', 'ignore', 'pipe'],
  );
  let stderr = '';
  server.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => server.once('exit', (code) => resolve({ code, stderr })));
}

describe('a start whose migration fails', () => {
  it('backs up first, refuses to start naming the migration and the backup, and changes nothing', async () => {
    const dataDir = dataFolder();
    await seeded(dataDir);

    const { code, stderr } = await startWithDrill(dataDir);
    expect(code).toBe(1);
    const backups = fs.readdirSync(path.join(dataDir, 'backups')).filter((name) => name.endsWith('.tar.gz'));
    expect(backups).toHaveLength(1);
    const backup = path.join(dataDir, 'backups', backups[0]!);
    expect(stderr).toContain(
      '[업데이트 중단] 데이터베이스 변경 999-failure-drill이(가) 실패해 되돌렸습니다.',
    );
    expect(stderr).toContain('이번 시작의 변경은 하나도 적용되지 않았고, 데이터는 업데이트 전 그대로입니다.');
    expect(stderr).toContain(`업데이트 직전 백업: ${backup}`);
    expect(stderr).toContain('[update stopped] Migration 999-failure-drill failed and was rolled back');
    expect(stderr).toContain(`Backup made just before: ${backup}`);

    const handle = openSqlite(path.join(dataDir, 'studio.db'));
    try {
      const tables = await handle.db.introspection.getTables();
      expect(tables.some((table) => table.name === 'failure_drill')).toBe(false);
      expect(await handle.db.selectFrom('rate_buckets').select(['key', 'hits']).execute()).toEqual([
        { key: 'kept', hits: 3 },
      ]);
    } finally {
      await handle.db.destroy();
    }
  }, 60_000);

  it('on a new database there is nothing to back up, and it says so', async () => {
    const dataDir = dataFolder();
    const { code, stderr } = await startWithDrill(dataDir);
    expect(code).toBe(1);
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
    expect(stderr).toContain('새 데이터베이스라 백업할 내용이 없었습니다.');
    expect(stderr).toContain('A new database: there was nothing to back up.');
  }, 60_000);
});
