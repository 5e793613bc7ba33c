/**
 * POST /api/backup/run with an off-site bucket (a real S3 server on 127.0.0.1): the archive
 * goes up encrypted, holds no student's name, comes back with the passphrase, and a bucket
 * that refuses writes leaves the local copy whole and a retry waiting.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { backupTarget, startTestS3, TEST_PASSPHRASE, type TestS3 } from '../../testing/test-s3.ts';
import { decryptFile } from './archive-crypto.ts';
import { verifyArchive } from './backup-archive.ts';
import { Bucket } from './s3-bucket.ts';

describe.skipIf(testDialect() !== 'sqlite')('off-site backups', { timeout: 60_000 }, () => {
  let t: TestApp;
  let s3: TestS3;
  let owner: SignedIn;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-offsite-'));
  /** Each test sends to a folder of its own in the one bucket, so that it lists only its own archives. */
  let folder = 0;

  const settings = (endpoint: string) => backupTarget(endpoint, `onum-${folder}`);

  beforeAll(async () => {
    s3 = await startTestS3();
  });
  // Each test sends its own backups from its own app: the target, the clock and the archives are its own.
  beforeEach(async () => {
    folder += 1;
    t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' }, now: '2026-11-25T10:00:00+09:00' });
    owner = await signIn(t.app, 'owner');
    const teacher = await signIn(t.app, 'teacher');
    expect(
      (await api.add(t.app, teacher, { name: '김민지', phone: '010-1234-5678', lesson: 4 })).statusCode,
    ).toBe(201);
  });
  afterEach(() => t.close());
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('sends the archive encrypted, and it comes back with the passphrase', async () => {
    expect((await call(t.app, owner, 'PUT', '/api/backup/target', settings(s3.endpoint))).statusCode).toBe(
      200,
    );
    const run = await call(t.app, owner, 'POST', '/api/backup/run');
    expect(run.statusCode).toBe(200);
    const { name, offsite } = run.json();
    expect(name).toBe('studio-backup-2026-11-25_100000.tar.gz');
    expect(offsite).toEqual({ state: 'uploaded', message: '외부 저장소에 올렸습니다.' });

    const bucket = await Bucket.open({ ...settings(s3.endpoint) }, { allowPrivate: true });
    try {
      expect((await bucket.list()).map((object) => object.name)).toEqual([`${name}.enc`]);
      const sealed = path.join(scratch, 'down.enc');
      await bucket.downloadFile(`${name}.enc`, sealed);
      const plain = path.join(scratch, 'down.tar.gz');
      await decryptFile(sealed, plain, TEST_PASSPHRASE);
      const manifest = await verifyArchive(plain);
      expect(manifest.tables.students).toBe(1);
      expect(manifest.files.map((file) => file.path)).toContain('secrets/settings.key');
    } finally {
      bucket.close();
    }
    const bytes = s3.allBytes();
    expect(bytes.includes(Buffer.from('김민지'))).toBe(false);
    expect(bytes.includes(Buffer.from('010-1234-5678'))).toBe(false);

    const status = (await call(t.app, owner, 'GET', '/api/backup/status')).json();
    expect(status.offsite).toMatchObject({
      configured: true,
      state: 'idle',
      lastUploadedArchive: `${name}.enc`,
      lastUploadedCreatedAt: '2026-11-25T01:00:00.000Z',
      lastError: null,
    });
  });

  it('applies the local rotation to the bucket', async () => {
    expect((await call(t.app, owner, 'PUT', '/api/backup/target', settings(s3.endpoint))).statusCode).toBe(
      200,
    );
    for (const day of ['2026-11-26', '2026-11-27', '2026-11-28']) {
      t.clock.set(`${day}T10:00:00+09:00`);
      expect((await call(t.app, owner, 'POST', '/api/backup/run')).json().offsite.state).toBe('uploaded');
    }
    const bucket = await Bucket.open({ ...settings(s3.endpoint) }, { allowPrivate: true });
    try {
      const names = (await bucket.list())
        .map((object) => object.name)
        .filter((n) => !n.startsWith('.partial/'));
      const local = fs.readdirSync(t.config.backup.dir).filter((n) => n.endsWith('.tar.gz'));
      expect(names).toEqual(local.sort().map((n) => `${n}.enc`));
    } finally {
      bucket.close();
    }
  });

  it('keeps the local copy when the bucket refuses writes, and retries', async () => {
    expect(
      (await call(t.app, owner, 'PUT', '/api/backup/target', settings(s3.gatedEndpoint))).statusCode,
    ).toBe(200);
    s3.gate.refuseWrites = true;
    t.clock.set('2026-11-29T10:00:00+09:00');
    const run = (await call(t.app, owner, 'POST', '/api/backup/run')).json();
    expect(run.offsite.state).toBe('retrying');
    expect(run.offsite.message).toMatch(/^이 키로는 버킷에 파일을 쓸 수 없습니다/);
    const local = path.join(t.config.backup.dir, run.name);
    expect((await verifyArchive(local)).tables.students).toBe(1);
    const status = (await call(t.app, owner, 'GET', '/api/backup/status')).json();
    expect(status.offsite).toMatchObject({ state: 'retrying', archive: run.name, attempts: 1 });
    expect(Date.parse(status.offsite.nextAttemptAt) - Date.parse('2026-11-29T01:00:00Z')).toBe(60_000);

    s3.gate.refuseWrites = false;
    expect(await t.app.backups.offsite?.retryNow()).toEqual({
      state: 'uploaded',
      message: '외부 저장소에 올렸습니다.',
    });
    const after = (await call(t.app, owner, 'GET', '/api/backup/status')).json();
    expect(after.offsite).toMatchObject({
      state: 'idle',
      lastUploadedArchive: `${run.name}.enc`,
      attempts: 2,
    });
  });
});
