import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { LOGIN_WINDOW_MS } from './login-limit.ts';

const OWNER = { id: 'owner', pw: 'right-password-1' };

describe('the login limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OWNER_ID: OWNER.id, OWNER_PASSWORD: OWNER.pw } });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (id: string, pw: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { id, pw }, remoteAddress });
  const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

  it('refuses an id after 5 failures within 15 minutes, even with the right password, then lets it in again', async () => {
    for (let i = 0; i < 5; i++) {
      // Spread over addresses: the count is per id.
      expect((await login(OWNER.id, `wrong-${i}`, `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(OWNER.id, OWNER.pw, '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'auth.too_many_attempts',
      message: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
    });
    expect(blocked.headers['set-cookie']).toBeUndefined();

    later(LOGIN_WINDOW_MS + 1000);
    expect((await login(OWNER.id, OWNER.pw, '10.2.1.1')).statusCode).toBe(200);
  });

  it('counts failures of unknown ids too, and a success clears the count', async () => {
    for (let i = 0; i < 4; i++) expect((await login(OWNER.id, 'wrong', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(OWNER.id, OWNER.pw, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(OWNER.id, 'wrong', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(OWNER.id, OWNER.pw, '10.3.0.1')).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) await login('ghost_id', 'wrong', `10.3.1.${i}`);
    expect((await login('ghost_id', 'wrong', '10.3.1.9')).statusCode).toBe(429);
    later(LOGIN_WINDOW_MS + 1000);
  });

  it('refuses an address after 20 failures within 15 minutes, whatever the id', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`someone_${i}`, 'wrong', '10.4.0.1')).statusCode).toBe(401);
    }
    expect((await login(OWNER.id, OWNER.pw, '10.4.0.1')).statusCode).toBe(429);
    // Another address is not affected, and the limit lifts once the failures age out.
    expect((await login(OWNER.id, OWNER.pw, '10.4.0.2')).statusCode).toBe(200);
    later(LOGIN_WINDOW_MS + 1000);
    expect((await login(OWNER.id, OWNER.pw, '10.4.0.1')).statusCode).toBe(200);
  }, 30_000);

  it('keeps only the failures of the current window', async () => {
    await login('old_failure', 'wrong', '10.5.0.1');
    later(LOGIN_WINDOW_MS + 1000);
    await login('new_failure', 'wrong', '10.5.0.1');
    const rows = await t.db.selectFrom('login_failures').select('user_id').execute();
    expect(rows).toEqual([{ user_id: 'new_failure' }]);
  });
});
