/**
 * The restore drill against a real S3 server on 127.0.0.1: the newest off-site archive is
 * downloaded, decrypted, restored into a scratch folder and compared table by table; a
 * tampered or cut-short object, a wrong passphrase or a manifest that disagrees fails the
 * drill with its Korean reason, leaves the data and the local copy as they were, and queues
 * one message to the owner per day. Each test has its own folder in the bucket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { countRows } from '../../testing/count-rows.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { backupTarget, startTestS3, TEST_PASSPHRASE, type TestS3 } from '../../testing/test-s3.ts';
import { decryptFile, encryptFile } from './archive-crypto.ts';
import { verifyArchive } from './backup-archive.ts';
import { Bucket } from './s3-bucket.ts';

describe.skipIf(testDialect() !== 'sqlite')('restore drills', { timeout: 90_000 }, () => {
  let t: TestApp;
  let s3: TestS3;
  let owner: SignedIn;
  let teacher: SignedIn;
  let day = 0;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-drill-'));

  const settings = (prefix: string, passphrase?: string) => backupTarget(s3.endpoint, prefix, passphrase);

  /** A day of its own for each test, so its backups' names and its messages' days are its own. */
  function nextDay(): string {
    day += 1;
    const date = new Date(Date.UTC(2026, 11, day)).toISOString().slice(0, 10);
    t.clock.set(`${date}T10:00:00+09:00`);
    return date;
  }

  /** A bucket folder of the test's own, one student in the studio, and one backup sent up. */
  async function backedUp(prefix: string): Promise<string> {
    nextDay();
    expect((await call(t.app, owner, 'PUT', '/api/backup/target', settings(prefix))).statusCode).toBe(200);
    const run = (await call(t.app, owner, 'POST', '/api/backup/run')).json();
    expect(run.offsite.state).toBe('uploaded');
    return run.name;
  }

  async function openBucket(prefix: string): Promise<Bucket> {
    return Bucket.open(settings(prefix), { allowPrivate: true });
  }

  /** Replaces the object in the bucket with `change(bytes)`. */
  async function rewrite(prefix: string, name: string, change: (bytes: Buffer) => Buffer): Promise<void> {
    const bucket = await openBucket(prefix);
    try {
      const file = path.join(scratch, `${prefix}.enc`);
      await bucket.downloadFile(`${name}.enc`, file);
      await bucket.putSmall(`${name}.enc`, change(fs.readFileSync(file)));
    } finally {
      bucket.close();
    }
  }

  const alerts = () =>
    t.app.db
      .selectFrom('message_outbox')
      .select(['recipient', 'variables', 'source_key'])
      .where('event', '=', 'backup-alert')
      .orderBy('id')
      .execute();
  const studentCount = () => countRows(t.app.db, 'students');

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' }, now: '2026-12-01T10:00:00+09:00' });
    owner = await signIn(t.app, 'owner');
    teacher = await signIn(t.app, 'teacher');
    expect(
      (await api.add(t.app, teacher, { name: '김민지', phone: '010-1234-5678', lesson: 4 })).statusCode,
    ).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('restores the newest off-site archive and compares every table with its manifest', async () => {
    await backedUp('drill-ok');
    const name = await backedUp('drill-ok');
    const manifest = await verifyArchive(path.join(t.config.backup.dir, name));
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);

    const drill = await call(t.app, owner, 'POST', '/api/backup/drills');
    expect(drill.statusCode).toBe(200);
    expect(drill.json()).toMatchObject({
      source: 'offsite',
      archive: `${name}.enc`,
      database: 'sqlite',
      ok: true,
      tables: Object.keys(manifest.tables).length,
      rows,
      problem: null,
      startedAt: t.clock.now().toISOString(),
    });
    expect(rows).toBeGreaterThan(0);
    const listed = (await call(t.app, owner, 'GET', '/api/backup/drills')).json().drills;
    expect(listed[0]).toEqual(drill.json());
    expect((await call(t.app, owner, 'GET', '/api/backup/status')).json().lastDrill).toEqual(drill.json());
    expect((await call(t.app, teacher, 'GET', '/api/backup/drills')).statusCode).toBe(403);
    expect((await call(t.app, teacher, 'POST', '/api/backup/drills')).statusCode).toBe(403);
    // Nothing is left of the scratch restore.
    expect(fs.readdirSync(os.tmpdir()).filter((entry) => entry.startsWith('studio-drill-'))).toEqual([]);
  });

  it('fails on a tampered object, keeps the data and the local copy, and tells the owner once a day', async () => {
    const name = await backedUp('drill-tampered');
    const local = path.join(t.config.backup.dir, name);
    const localBytes = fs.readFileSync(local);
    const before = await alerts();
    await rewrite('drill-tampered', name, (bytes) => {
      const copy = Buffer.from(bytes);
      copy[copy.length - 40] = (copy[copy.length - 40] as number) ^ 0xff;
      return copy;
    });
    const first = (await call(t.app, owner, 'POST', '/api/backup/drills')).json();
    expect(first).toMatchObject({ ok: false, tables: 0, rows: 0, archive: `${name}.enc` });
    expect(first.problem).toBe(messageFor('backup.encrypted_damaged'));
    const second = (await call(t.app, owner, 'POST', '/api/backup/drills')).json();
    expect(second.ok).toBe(false);

    const added = (await alerts()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]?.recipient).toBe('010-0000-0000');
    expect(JSON.parse(added[0]?.variables ?? '{}')).toEqual({
      내용: `복원 훈련이 실패했습니다: ${messageFor('backup.encrypted_damaged')}`,
    });
    expect(fs.readFileSync(local).equals(localBytes)).toBe(true);
    expect(await studentCount()).toBe(1);
  });

  it('fails on a cut-short object with its own reason', async () => {
    const name = await backedUp('drill-truncated');
    await rewrite('drill-truncated', name, (bytes) => bytes.subarray(0, bytes.length - 1000));
    const drill = (await call(t.app, owner, 'POST', '/api/backup/drills')).json();
    expect(drill).toMatchObject({ ok: false, problem: messageFor('backup.encrypted_truncated') });
  });

  it('fails with a passphrase that is not the archive’s', async () => {
    await backedUp('drill-passphrase');
    const changed = settings('drill-passphrase', 'another long passphrase');
    expect((await call(t.app, owner, 'PUT', '/api/backup/target', changed)).statusCode).toBe(200);
    const drill = (await call(t.app, owner, 'POST', '/api/backup/drills')).json();
    expect(drill).toMatchObject({ ok: false, problem: messageFor('backup.passphrase_wrong') });
    expect(await studentCount()).toBe(1);
  });

  it('names the table whose rows differ from the manifest', async () => {
    const name = await backedUp('drill-rows');
    // The archive re-made with a manifest that claims five students: every file's SHA-256 still
    // matches, so only the comparison of the restored copy finds it.
    const unpacked = path.join(scratch, 'rows');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: path.join(t.config.backup.dir, name), cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.tables.students = 5;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const remade = path.join(scratch, 'rows.tar.gz');
    await tar.create({ gzip: true, portable: true, cwd: unpacked, file: remade }, [
      'manifest.json',
      ...manifest.files.map((file: { path: string }) => file.path),
    ]);
    const sealed = path.join(scratch, 'rows.enc');
    await encryptFile(remade, sealed, TEST_PASSPHRASE);
    await rewrite('drill-rows', name, () => fs.readFileSync(sealed));

    const drill = (await call(t.app, owner, 'POST', '/api/backup/drills')).json();
    expect(drill).toMatchObject({
      ok: false,
      problem: `${messageFor('backup.rows_differ')} (students 표: 백업 목록 5행, 복원본 1행)`,
    });
  });

  it('says so when the bucket holds no backup yet', async () => {
    nextDay();
    expect((await call(t.app, owner, 'PUT', '/api/backup/target', settings('drill-empty'))).statusCode).toBe(
      200,
    );
    const drill = (await call(t.app, owner, 'POST', '/api/backup/drills')).json();
    expect(drill).toMatchObject({ ok: false, archive: null, problem: messageFor('backup.drill_no_archive') });
  });

  it('runs one drill at a time however many are asked for at once', async () => {
    await backedUp('drill-race');
    const before = (await call(t.app, owner, 'GET', '/api/backup/drills')).json().drills.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t.app, owner, 'POST', '/api/backup/drills')),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toEqual({
        error: { code: 'backup.drill_busy', message: messageFor('backup.drill_busy') },
      });
    const after = (await call(t.app, owner, 'GET', '/api/backup/drills')).json().drills.length;
    expect(after - before).toBe(1);
  });

  it('tells the owner once a day when the newest restorable copy is over 48 hours old', async () => {
    await backedUp('drill-stale');
    const before = (await alerts()).length;
    t.clock.set(new Date(t.clock.now().getTime() + 47 * 3_600_000));
    expect(await t.app.backups.warnIfStale(t.clock.now())).toBe(false);
    t.clock.set(new Date(t.clock.now().getTime() + 2 * 3_600_000));
    expect(await t.app.backups.warnIfStale(t.clock.now())).toBe(true);
    expect(await t.app.backups.warnIfStale(new Date(t.clock.now().getTime() + 3_600_000))).toBe(false);
    const added = (await alerts()).slice(before);
    expect(added.map((row) => JSON.parse(row.variables))).toEqual([
      { 내용: '가장 최근에 복원할 수 있는 백업이 49시간 전 것입니다.' },
    ]);
    day += 3;
  });

  it('decrypts what the drill downloads with the passphrase alone', async () => {
    const name = await backedUp('drill-plain');
    const bucket = await openBucket('drill-plain');
    try {
      const sealed = path.join(scratch, 'plain.enc');
      await bucket.downloadFile(`${name}.enc`, sealed);
      const plain = path.join(scratch, 'plain.tar.gz');
      await decryptFile(sealed, plain, TEST_PASSPHRASE);
      expect(zlib.gunzipSync(fs.readFileSync(plain)).length).toBeGreaterThan(0);
    } finally {
      bucket.close();
    }
  });
});
