import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/token-hash.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const OWNER = { id: 'owner', pw: 'e2e-owner-password-7' };

function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return String(first).split(';')[0]!;
}

describe('login and logout', () => {
  let t: TestApp;
  const login = (body: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: body as object, headers, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({ env: { OWNER_ID: OWNER.id, OWNER_PASSWORD: OWNER.pw } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in with the right password: message, session cookie, and the session knows who', async () => {
    const response = await login(OWNER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: '로그인되었습니다.',
      user: { id: 'owner', name: '원장', role: 'owner' },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^studio_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Max-Age=2592000');
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: cookieOf(response) } });
    expect(session.json()).toEqual({ id: 'owner', name: '원장', role: 'owner' });
  });

  it('accepts the id in any letter case and with spaces around it', async () => {
    expect((await login({ id: ' Owner ', pw: OWNER.pw })).statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown id', async () => {
    const wrong = await login({ id: 'owner', pw: 'not-the-password' }, {}, '10.0.1.1');
    const unknown = await login({ id: 'nobody', pw: 'not-the-password' }, {}, '10.0.1.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'auth.invalid_credentials',
        message: '아이디와 비밀번호가 일치하지 않습니다.',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('asks for both fields', async () => {
    for (const body of [{ id: '', pw: 'x' }, { id: 'owner', pw: '' }, { id: '   ', pw: 'x' }, {}]) {
      const response = await login(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('모든 항목을 입력하세요.');
    }
  });

  it('issues a new token at every login and ends the session the browser held before', async () => {
    const first = cookieOf(await login(OWNER));
    const second = cookieOf(await login(OWNER, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: first } })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const cookie = cookieOf(await login(OWNER));
    const token = cookie.split('=')[1]!;
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('logs out: deletes the session, clears the cookie, and the old cookie is refused', async () => {
    const cookie = cookieOf(await login(OWNER));
    const response = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '로그아웃되었습니다.' });
    expect(String(response.headers['set-cookie'])).toMatch(/^studio_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(204);
    const hash = hashToken(cookie.split('=')[1]!);
    expect(await t.db.selectFrom('sessions').where('token_hash', '=', hash).selectAll().execute()).toEqual(
      [],
    );
  });

  it('refuses a login posted as text/plain or from another site', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: JSON.stringify(OWNER),
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(415);
    const crossSite = await login(OWNER, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('login over HTTPS', () => {
  it('uses a Secure __Host- cookie', async () => {
    const t = await createTestApp({
      env: { OWNER_ID: OWNER.id, OWNER_PASSWORD: OWNER.pw, PUBLIC_URL: 'https://studio.example' },
    });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: OWNER });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-studio_session=/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).not.toContain('Domain');
    } finally {
      await t.close();
    }
  });
});
