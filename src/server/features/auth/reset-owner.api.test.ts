/**
 * `npm run reset-owner`: the owner who lost their password gets a one-time link from the
 * server. The link is tested on both databases; the command itself runs as the owner would
 * run it, in a process of its own against a temporary DATA_DIR, and the link it prints works.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openSqlite } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { testDialect } from '../../testing/test-database.ts';
import { hashPassword } from './password.ts';
import { commandBaseUrl, describeLink, resetOwner } from './reset-owner.ts';

const OLD_PASSWORD = 'lost-owner-password-1';
const NEW_PASSWORD = 'found-owner-password-2';
const run = promisify(execFile);
const script = path.resolve('scripts/reset-owner.mjs');

const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '');

describe('the owner’s reset link', () => {
  const t = appForTests({ now: '2026-11-24T10:00:00+09:00' });

  it('is made only on a site with an owner, and sets the owner’s password', async () => {
    expect(await resetOwner(t.db, t.config, t.clock.now())).toBeNull();
    await t.db
      .insertInto('users')
      .values({
        id: 'the_owner',
        name: '원장',
        phone: '',
        password_hash: await hashPassword(OLD_PASSWORD),
        role: 'owner',
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const link = await resetOwner(t.db, t.config, t.clock.now());
    expect(link).toEqual({
      ownerId: 'the_owner',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/reset#token=[A-Za-z0-9_-]{43}$/),
      expiresAt: '2026-11-25T01:00:00.000Z',
    });
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset',
      payload: { token: tokenOf(link!.url), newPw: NEW_PASSWORD, newPwCon: NEW_PASSWORD },
    });
    expect(used.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: 'the_owner', pw: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_name', 'action'])
      .where('target', '=', 'the_owner')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actor_id: 'reset-owner', actor_name: '서버 명령 (reset-owner)', action: 'account.reset_issue' },
      { actor_id: 'the_owner', actor_name: '원장', action: 'account.password_reset' },
    ]);
  });

  it('is built on PUBLIC_URL, else on the address the server listens on', () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/x', ...env });
    expect(commandBaseUrl(config({ PUBLIC_URL: 'https://studio.example/' }))).toBe('https://studio.example');
    expect(commandBaseUrl(config({}))).toBe('http://localhost:3000');
    expect(commandBaseUrl(config({ HOST: '127.0.0.1', PORT: '8080' }))).toBe('http://127.0.0.1:8080');
    expect(commandBaseUrl(config({ HOST: '::1' }))).toBe('http://[::1]:3000');
    const link = {
      ownerId: 'owner',
      url: 'http://localhost:3000/reset#token=x',
      expiresAt: '2026-11-25T01:00:00.000Z',
    };
    expect(describeLink(link, config({}))).toContain(
      '유효 기한: 2026년 11월 25일 (수) 오전 10:00 (한국 시간)까지',
    );
    expect(describeLink(link, config({})).join('\n')).toContain('PUBLIC_URL이 설정되지 않아');
    expect(describeLink(link, config({ PUBLIC_URL: 'https://studio.example' })).join('\n')).not.toContain(
      'PUBLIC_URL',
    );
  });
});

// The command opens the database the server would: here an SQLite file in DATA_DIR.
describe.skipIf(testDialect() !== 'sqlite')('npm run reset-owner', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-reset-owner-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the command as the owner would, in a folder without a .env; answers its exit code and output. */
  async function command(env: Record<string, string>) {
    const { DATABASE_URL: _, ...inherited } = process.env;
    try {
      const { stdout, stderr } = await run(process.execPath, [script], {
        cwd: dataDir,
        env: { ...inherited, LOG_LEVEL: 'silent', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('refuses a DATA_DIR without a database, and leaves none behind', async () => {
    const empty = path.join(dataDir, 'nothing-here');
    const result = await command({ DATA_DIR: empty });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('데이터베이스가 없습니다');
    expect(fs.existsSync(empty)).toBe(false);
  }, 30_000);

  it('prints a link that sets the owner’s password', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '4321', LOG_LEVEL: 'silent' });
    const seed = openSqlite(config.sqliteFile);
    await migrateToLatest(seed.db);
    await seed.db.destroy();

    const noOwner = await command({ DATA_DIR: dataDir });
    expect([noOwner.code, noOwner.stderr]).toEqual([1, expect.stringContaining('아직 원장 계정이 없습니다')]);

    const database = openSqlite(config.sqliteFile);
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      await database.db
        .insertInto('users')
        .values({
          id: 'studio_owner',
          name: '원장',
          phone: '',
          password_hash: await hashPassword(OLD_PASSWORD),
          role: 'owner',
          created_at: new Date().toISOString(),
        })
        .execute();

      const result = await command({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '4321' });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('원장 계정(studio_owner)의 비밀번호 재설정 링크입니다.');
      const url = /^ {2}(\S+)$/m.exec(result.stdout)?.[1] ?? '';
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4321\/reset#token=[A-Za-z0-9_-]{43}$/);

      const used = await app.inject({
        method: 'POST',
        url: '/api/user/reset',
        payload: { token: tokenOf(url), newPw: NEW_PASSWORD, newPwCon: NEW_PASSWORD },
      });
      expect(used.statusCode, used.body).toBe(200);
      const login = (pw: string) =>
        app.inject({ method: 'POST', url: '/api/user/login', payload: { id: 'studio_owner', pw } });
      expect((await login(OLD_PASSWORD)).statusCode).toBe(401);
      expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
