/**
 * The server killed (`kill -9`) in the middle of a backup, on either database: an update's
 * start makes its backup before the pending migration and sends it off-site. Killed while the
 * archive is written, it leaves no archive that looks whole and runs no migration; killed while
 * the archive goes up, the bucket holds no backup (the half-sent object was a `.partial/` one);
 * the next start takes the interrupted upload up again and the bucket gets the whole archive.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBackupFileName } from '#shared/backup-rules.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type DbHandle, openPostgres, openSqlite } from '../../db/connection.ts';
import { migrationState } from '../../db/migrate.ts';
import { migrationProvider } from '../../db/migrations/index.ts';
import { migratorTo } from '../../testing/migrate-to.ts';
import { startServerProcess } from '../../testing/server-process.ts';
import { signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../../testing/test-database.ts';
import { backupTarget, startTestS3, TEST_PASSPHRASE, type TestS3 } from '../../testing/test-s3.ts';
import { fetchArchive, listOffsiteBackups } from './offsite-fetch.ts';
import { Bucket } from './s3-bucket.ts';

/** The last shipped migration, left pending so that the start runs it. */
const [BEFORE_LAST, LAST] = Object.keys(await migrationProvider.getMigrations())
  .sort()
  .slice(-2) as [string, string];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a backup killed midway', { timeout: 240_000 }, () => {
  let s3: TestS3;
  let dataDir: string;
  let env: Record<string, string>;
  let database: TestDatabase | null = null;
  const backups = () => path.join(dataDir, 'backups');
  const settings = () => backupTarget(s3.gatedEndpoint, 'killed');

  /** A connection of the test's own to the studio's database. */
  function open(): DbHandle {
    if (database?.url) return openPostgres(database.url);
    return openSqlite(path.join(dataDir, 'studio.db'));
  }

  async function pending(): Promise<string[]> {
    const handle = open();
    try {
      return (await migrationState(handle.db)).pending;
    } finally {
      await handle.db.destroy();
    }
  }

  async function inBucket(): Promise<string[]> {
    const bucket = await Bucket.open({ ...settings(), endpoint: s3.endpoint }, { allowPrivate: true });
    try {
      return (await listOffsiteBackups(bucket)).map((object) => object.name);
    } finally {
      bucket.close();
    }
  }

  async function startServer(): Promise<ChildProcess> {
    return startServerProcess({ ...process.env, ...env, PORT: String(await freePort()) }, 'ignore');
  }

  beforeAll(async () => {
    s3 = await startTestS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-kill-'));
    let handle: DbHandle;
    env = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      BACKUP_NIGHTLY: 'false',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      // Pictures on disk on both databases: a large one keeps the archive long enough in the
      // writing to be killed there.
      UPLOAD_STORAGE: 'disk',
    };
    if (testDialect() === 'postgres') {
      database = await createTestDatabase({ migrate: false });
      handle = database.handle;
      env.DATABASE_URL = database.url ?? '';
    } else {
      handle = openSqlite(path.join(dataDir, 'studio.db'));
    }
    await migratorTo(handle.db as unknown as Kysely<unknown>)(BEFORE_LAST);
    const app = await buildApp({ config: loadConfig(env), database: handle, logger: false, firstRun: false });
    await app.ready();
    const owner = await signIn(app, 'owner');
    const teacher = await signIn(app, 'teacher');
    expect((await call(app, owner, 'PUT', '/api/backup/target', settings())).statusCode).toBe(200);
    expect((await api.add(app, teacher, { name: '김민지', phone: '010-1234-5678' })).statusCode).toBe(201);
    await app.close();
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'large0123456789.webp'), randomBytes(24 * 1024 * 1024));
    expect(await pending()).toEqual([LAST]);
  });

  afterAll(async () => {
    await s3?.close();
    await database?.dispose();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no whole-looking archive and no backup in the bucket, and the next start succeeds', async () => {
    // 1. Killed while the archive before the migration is being written.
    fs.mkdirSync(backups(), { recursive: true });
    const first = await startServer();
    const writing = new Promise<void>((resolve) => {
      const watcher = fs.watch(backups(), (_event, name) => {
        if (name?.endsWith('.partial')) {
          first.kill('SIGKILL');
          watcher.close();
          resolve();
        }
      });
    });
    await within(writing, 60_000, 'the archive to be written');
    expect((await exited(first)).signal).toBe('SIGKILL');
    const left = fs.readdirSync(backups());
    expect(left.filter((name) => parseBackupFileName(name) !== null)).toEqual([]);
    expect(left.some((name) => name.endsWith('.partial'))).toBe(true);
    expect(await pending()).toEqual([LAST]);
    expect(await inBucket()).toEqual([]);

    // 2. Killed while the whole archive goes up: the bucket counts nothing.
    s3.gate.holdUploads = true;
    const held = s3.gate.nextHeld();
    const second = await startServer();
    const heldUrl = await within(held, 90_000, 'the upload to start');
    expect(heldUrl).toContain('.partial');
    second.kill('SIGKILL');
    expect((await exited(second)).signal).toBe('SIGKILL');
    s3.gate.holdUploads = false;
    // The start's own archive is whole, the killed one's leftover gone, the migration applied.
    const archives = fs.readdirSync(backups()).filter((name) => parseBackupFileName(name) !== null);
    expect(archives).toHaveLength(1);
    expect(fs.readdirSync(backups()).filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(await pending()).toEqual([]);
    expect(await inBucket()).toEqual([]);

    // 3. The next start takes the interrupted upload up again.
    const third = await startServer();
    try {
      const uploaded = (async () => {
        for (;;) {
          const names = await inBucket();
          if (names.length > 0) return names;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      })();
      expect(await within(uploaded, 90_000, 'the upload to finish')).toEqual([`${archives[0]}.enc`]);
    } finally {
      third.kill('SIGTERM');
      await exited(third);
    }
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-kill-fetch-'));
    const bucket = await Bucket.open({ ...settings(), endpoint: s3.endpoint }, { allowPrivate: true });
    try {
      const fetched = await fetchArchive(bucket, archives[0] as string, TEST_PASSPHRASE, folder);
      expect(fetched.manifest.database).toBe(testDialect());
      expect(fetched.manifest.tables.students).toBe(1);
      expect(fetched.manifest.migrations).not.toContain(LAST);
    } finally {
      bucket.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
