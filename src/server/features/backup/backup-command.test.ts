/**
 * `npm run backup` and `npm run restore`: the archive's path on a line of its own, the rotation,
 * and a restore that refuses a folder in use or a bad archive (PostgreSQL: backup-postgres.api.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { runBackup, runRestore } from './backup-command.ts';

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) },
  };
}

describe('the backup and restore commands', () => {
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-command-'));
    dataDir = path.join(root, 'data');
    const handle = openSqlite(path.join(dataDir, 'studio.db'));
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('users')
      .values({
        id: 'owner',
        name: '원장',
        phone: '010-0000-0000',
        password_hash: 'x',
        role: 'owner',
        created_at: '2026-11-25T00:00:00Z',
      })
      .execute();
    await handle.db.destroy();
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', '0123456789abcdef.webp'), 'photo');
    fs.mkdirSync(path.join(dataDir, 'secrets'), { mode: 0o700 });
    fs.writeFileSync(path.join(dataDir, 'secrets', 'settings.key'), Buffer.alloc(32, 7), { mode: 0o600 });
    fs.writeFileSync(path.join(dataDir, 'secrets', 'booking-pin.key'), Buffer.alloc(32, 9), { mode: 0o600 });
    // Old archives the rotation will thin out.
    fs.mkdirSync(path.join(dataDir, 'backups'));
    for (const day of ['2026-01-01', '2026-01-02', '2026-02-01']) {
      fs.writeFileSync(path.join(dataDir, 'backups', `studio-backup-${day}_033000.tar.gz`), 'old');
    }
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('backs up into DATA_DIR/backups, prints the path alone, and rotates', async () => {
    const { lines, out } = capture();
    const code = await runBackup(
      { DATA_DIR: dataDir, BACKUP_KEEP_DAILY: '1', BACKUP_KEEP_MONTHLY: '2' },
      out,
    );
    expect(code).toBe(0);
    expect(lines.log).toHaveLength(1);
    const file = lines.log[0]!;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(file)).toMatch(/^studio-backup-\d{4}-\d{2}-\d{2}_\d{6}\.tar\.gz$/);
    expect(lines.error.join('\n')).toMatch(/백업을 만들었습니다/);
    // Today's and the newest of the month before: January's two are gone.
    expect(fs.readdirSync(path.join(dataDir, 'backups')).sort()).toEqual(
      ['last-backup.json', 'studio-backup-2026-02-01_033000.tar.gz', path.basename(file)].sort(),
    );
    const status = JSON.parse(fs.readFileSync(path.join(dataDir, 'backups', 'last-backup.json'), 'utf8'));
    expect(status).toMatchObject({ source: 'command', file: path.basename(file) });
  });

  it('restores into an empty folder, and refuses a folder in use or a bad archive', async () => {
    const archive = fs
      .readdirSync(path.join(dataDir, 'backups'))
      .filter((name) => name !== 'studio-backup-2026-02-01_033000.tar.gz' && name.endsWith('.tar.gz'))
      .map((name) => path.join(dataDir, 'backups', name))[0]!;
    const target = path.join(root, 'restored');
    const ok = capture();
    expect(await runRestore({ DATA_DIR: target }, [archive], ok.out)).toBe(0);
    expect(ok.lines.log.join('\n')).toMatch(/복원했습니다/);
    const copy = new SqliteDatabase(path.join(target, 'studio.db'), { readonly: true });
    expect(copy.prepare('select name from users').pluck().all()).toEqual(['원장']);
    copy.close();
    expect(fs.readFileSync(path.join(target, 'uploads', '0123456789abcdef.webp'), 'utf8')).toBe('photo');
    // The key files come back as they were, for the server's user only: sealed settings open.
    expect(fs.readFileSync(path.join(target, 'secrets', 'settings.key'))).toEqual(Buffer.alloc(32, 7));
    expect(fs.readFileSync(path.join(target, 'secrets', 'booking-pin.key'))).toEqual(Buffer.alloc(32, 9));
    expect(fs.statSync(path.join(target, 'secrets', 'settings.key')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(target, 'secrets')).mode & 0o777).toBe(0o700);

    const busy = capture();
    expect(await runRestore({ DATA_DIR: dataDir }, [archive], busy.out)).toBe(1);
    expect(busy.lines.error.join('\n')).toMatch(/비어 있지 않습니다[\s\S]*Nothing was written/);

    const bad = capture();
    const old = path.join(dataDir, 'backups', 'studio-backup-2026-02-01_033000.tar.gz');
    expect(await runRestore({ DATA_DIR: path.join(root, 'other') }, [old], bad.out)).toBe(1);
    expect(bad.lines.error[0]).toMatch(/gzip/);
    expect(fs.existsSync(path.join(root, 'other'))).toBe(false);

    const usage = capture();
    expect(await runRestore({ DATA_DIR: path.join(root, 'other') }, [], usage.out)).toBe(1);
    expect(usage.lines.error.join('\n')).toMatch(/npm run restore/);
  });

  it('finds no database in a wrong DATA_DIR', async () => {
    const missing = capture();
    expect(await runBackup({ DATA_DIR: path.join(root, 'nowhere') }, missing.out)).toBe(1);
    expect(missing.lines.error.join('\n')).toMatch(/데이터베이스가 없습니다/);
    expect(fs.existsSync(path.join(root, 'nowhere'))).toBe(false);
  });
});
