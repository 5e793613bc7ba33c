/**
 * Passwords and session tokens never appear in clear: not in any table, not in the log, even
 * at the most verbose level.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

const PASSWORD = 'very-secret-pass-42';

describe('secrets in clear', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let log = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const config = loadConfig({ OWNER_ID: 'log_owner', OWNER_PASSWORD: PASSWORD, LOG_LEVEL: 'trace' });
    const logger = { level: 'trace', stream };
    app = await buildApp({ config, database: database.handle, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('stores and logs neither the password nor the token', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/user/join',
      payload: {
        name: '기록',
        phone: '010-1111-2222',
        id: 'log_teacher',
        pw: PASSWORD,
        pwCon: PASSWORD,
        consent: true,
      },
    });
    await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: 'log_teacher', pw: 'wrong-pass-1' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: 'log_teacher', pw: PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const token = cookie.split('=')[1]!;
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 bits in base64url
    await app.inject({ url: '/api/session', headers: { cookie } });
    await app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });

    expect(log).toContain('/api/user/login');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(token);
    expect(log).not.toContain('wrong-pass-1');

    const db = database.handle.db;
    const everything = JSON.stringify([
      await db.selectFrom('users').selectAll().execute(),
      await db.selectFrom('sessions').selectAll().execute(),
      await db.selectFrom('rate_buckets').selectAll().execute(),
      await db.selectFrom('login_known_addresses').selectAll().execute(),
    ]);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('wrong-pass-1');
  });
});
