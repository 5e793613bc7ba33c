/**
 * GET/PUT /api/backup/target and POST /api/backup/target/test against a real S3 server on
 * 127.0.0.1: the owner's alone, secrets sealed and never answered, and 연결 확인 naming each
 * failure in Korean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { backupTarget, startTestS3, TEST_KEY_ID, TEST_SECRET, type TestS3 } from '../../testing/test-s3.ts';

describe('the off-site backup target', () => {
  let t: TestApp;
  let s3: TestS3;
  let owner: SignedIn;

  const target = (overrides: Record<string, unknown> = {}) => ({
    ...backupTarget(s3.endpoint, 'onum'),
    ...overrides,
  });

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
    owner = await signIn(t.app, 'owner');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('is the owner’s alone', async () => {
    const teacher = await signIn(t.app, 'teacher');
    expect((await call(t.app, null, 'GET', '/api/backup/target')).statusCode).toBe(401);
    expect((await call(t.app, teacher, 'GET', '/api/backup/target')).statusCode).toBe(403);
    expect((await call(t.app, teacher, 'PUT', '/api/backup/target', target())).statusCode).toBe(403);
    expect((await call(t.app, teacher, 'POST', '/api/backup/target/test', target())).statusCode).toBe(403);
  });

  it('stores the secrets sealed and never answers them', async () => {
    const saved = await call(t.app, owner, 'PUT', '/api/backup/target', target());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().generatedPassphrase).toBeNull();
    const read = await call(t.app, owner, 'GET', '/api/backup/target');
    expect(read.json()).toEqual({
      configured: true,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'studio-backups',
      prefix: 'onum',
      accessKeyId: TEST_KEY_ID,
      secretAccessKeyHint: '설정됨',
      passphraseSet: true,
      updatedAt: expect.any(String),
    });
    expect(read.body).not.toContain('horse');
    const row = await t.db.selectFrom('backup_target').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('horse');
    expect(row.secret_access_key_sealed).not.toContain(TEST_SECRET);

    // Empty secrets keep the stored ones.
    const again = await call(
      t.app,
      owner,
      'PUT',
      '/api/backup/target',
      target({ secretAccessKey: '', passphrase: '' }),
    );
    expect(again.statusCode).toBe(200);
    expect(
      (await call(t.app, owner, 'POST', '/api/backup/target/test', target({ secretAccessKey: '' }))).json()
        .ok,
    ).toBe(true);
  });

  it('makes a passphrase when asked, and shows it once', async () => {
    const saved = await call(
      t.app,
      owner,
      'PUT',
      '/api/backup/target',
      target({ passphrase: '', generatePassphrase: true }),
    );
    expect(saved.statusCode).toBe(200);
    const generated = saved.json().generatedPassphrase as string;
    expect(generated).toMatch(/^([a-z2-9]{4}-){5}[a-z2-9]{4}$/);
    expect((await call(t.app, owner, 'GET', '/api/backup/target')).body).not.toContain(generated);
  });

  it('refuses malformed settings with a 400 in Korean', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ endpoint: 'ftp://example.com' }, 'backup.endpoint_invalid'],
      [{ endpoint: 'https://user:pw@example.com' }, 'backup.endpoint_invalid'],
      [{ bucket: 'A' }, 'backup.bucket_invalid'],
      [{ prefix: '../etc' }, 'backup.prefix_invalid'],
      [{ region: 'x'.repeat(65) }, 'backup.region_invalid'],
      [{ passphrase: 'short' }, 'backup.passphrase_too_short'],
      [{ accessKeyId: 'a\u0000b' }, 'text_control'],
      [{ secretAccessKey: 'x'.repeat(10_000) }, 'backup.secret_key_invalid'],
    ];
    for (const [overrides, code] of cases) {
      const answer = await call(t.app, owner, 'PUT', '/api/backup/target', target(overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.json().error.code, JSON.stringify(overrides)).toBe(code);
    }
  });

  it('연결 확인 writes, reads and deletes a small object, and leaves nothing behind', async () => {
    const answer = await call(t.app, owner, 'POST', '/api/backup/target/test', target());
    expect(answer.json()).toEqual({
      ok: true,
      failedStep: null,
      code: null,
      message: '연결을 확인했습니다: 버킷에 파일을 쓰고, 읽고, 지울 수 있습니다.',
    });
    expect(s3.allBytes().toString('latin1')).not.toContain('connection check');
  });

  it('names each failure in Korean', async () => {
    const check = async (overrides: Record<string, unknown>) =>
      (await call(t.app, owner, 'POST', '/api/backup/target/test', target(overrides))).json();

    expect(await check({ accessKeyId: 'NOT-A-KEY' })).toMatchObject({
      ok: false,
      failedStep: 'write',
      code: 'backup.s3_keys_wrong',
      message: expect.stringContaining('접근 키 또는 비밀 키가 맞지 않습니다'),
    });
    expect(await check({ bucket: 'no-such-bucket' })).toMatchObject({
      ok: false,
      code: 'backup.s3_no_bucket',
      message: expect.stringContaining('그런 이름의 버킷이 없습니다'),
    });
    expect(await check({ endpoint: 'http://127.0.0.1:9' })).toMatchObject({
      ok: false,
      code: 'backup.s3_unreachable',
      message: expect.stringContaining('연결할 수 없습니다'),
    });
    s3.gate.refuseWrites = true;
    try {
      expect(await check({ endpoint: s3.gatedEndpoint })).toMatchObject({
        ok: false,
        failedStep: 'write',
        code: 'backup.s3_write_refused',
        message: expect.stringContaining('쓸 수 없습니다'),
      });
    } finally {
      s3.gate.refuseWrites = false;
    }
  });

  it('refuses an address inside the server’s network unless the studio allows it', async () => {
    const strict = await createTestApp();
    try {
      const boss = await signIn(strict.app, 'owner');
      const answer = await call(strict.app, boss, 'POST', '/api/backup/target/test', target());
      expect(answer.json()).toMatchObject({ ok: false, code: 'backup.s3_address_refused' });
    } finally {
      await strict.close();
    }
  });
});
