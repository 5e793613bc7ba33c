import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { LOGIN_WINDOW_MS } from './login-limit.ts';

const OWNER = { id: 'owner', pw: 'right-password-1' };

describe('the login limit', () => {
  const t = appForTests({ env: { OWNER_ID: OWNER.id, OWNER_PASSWORD: OWNER.pw } });

  const login = (id: string, pw: string, remoteAddress: string, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/user/login', payload: { id, pw }, remoteAddress });
  const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
  const nextWindow = () => later(LOGIN_WINDOW_MS + 1000);

  it('refuses an id after 5 checks from unknown addresses, even with the right password, until the window ends', async () => {
    for (let i = 0; i < 5; i++) {
      // Spread over addresses: strangers share one budget per id.
      expect((await login(OWNER.id, `wrong-${i}`, `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(OWNER.id, OWNER.pw, '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'auth.too_many_attempts',
      message: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
    });
    expect(blocked.headers['set-cookie']).toBeUndefined();

    nextWindow();
    expect((await login(OWNER.id, OWNER.pw, '10.2.1.1')).statusCode).toBe(200);
    nextWindow();
  });

  it('lets the owner in from an address they signed in from while strangers spend the id budget', async () => {
    expect((await login(OWNER.id, OWNER.pw, '10.6.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) await login(OWNER.id, `guess-${i}`, `10.6.1.${i}`);
    expect((await login(OWNER.id, OWNER.pw, '10.6.1.99')).statusCode).toBe(429);
    expect((await login(OWNER.id, OWNER.pw, '10.6.0.1')).statusCode).toBe(200);
    // The known address has a budget of its own: 5 checks, no more.
    for (let i = 0; i < 5; i++) expect((await login(OWNER.id, 'typo', '10.6.0.1')).statusCode).toBe(401);
    expect((await login(OWNER.id, OWNER.pw, '10.6.0.1')).statusCode).toBe(429);
    nextWindow();
  });

  it('gives the checks back when the password is right', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(OWNER.id, 'wrong', '10.3.0.1')).statusCode).toBe(401);
      expect((await login(OWNER.id, OWNER.pw, '10.3.0.1')).statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i++) await login('ghost_id', 'wrong', `10.3.1.${i}`);
    expect((await login('ghost_id', 'wrong', '10.3.1.9')).statusCode).toBe(429);
    nextWindow();
  });

  it('refuses an address after 20 checks within 15 minutes, whatever the id', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`someone_${i}`, 'wrong', '10.4.0.1')).statusCode).toBe(401);
    }
    expect((await login(OWNER.id, OWNER.pw, '10.4.0.1')).statusCode).toBe(429);
    // Another address is not affected, and the limit lifts with the next window.
    expect((await login(OWNER.id, OWNER.pw, '10.4.0.2')).statusCode).toBe(200);
    nextWindow();
    expect((await login(OWNER.id, OWNER.pw, '10.4.0.1')).statusCode).toBe(200);
    nextWindow();
  }, 30_000);

  it('runs at most 5 password checks for 200 guesses sent at once from one address', async () => {
    await login('warm_up', 'wrong', '10.7.9.9'); // open the pool's connections first
    const guesses = Array.from({ length: 200 }, (_, i) => login('target_id', `guess-${i}`, '10.7.0.1'));
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(countStatuses(statuses)).toEqual({ 401: 5, 429: 195 });
    nextWindow();
  }, 60_000);

  it('runs at most 5 password checks for 60 guesses sent at once from 60 addresses', async () => {
    const guesses = Array.from({ length: 60 }, (_, i) => login('spread_id', `guess-${i}`, `10.8.0.${i}`));
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(countStatuses(statuses)).toEqual({ 401: 5, 429: 55 });
    nextWindow();
  }, 60_000);

  it.runIf(testDialect() === 'postgres')(
    'holds across two instances sharing one database',
    async () => {
      const second = await createSecondInstance(t);
      try {
        await Promise.all([login('warm', 'x', '10.9.9.9'), login('warm', 'x', '10.9.9.8', second)]);
        const guesses = Array.from({ length: 80 }, (_, i) =>
          login('shared_id', `guess-${i}`, `10.9.0.${i % 4}`, i % 2 ? second : t.app),
        );
        const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
        expect(countStatuses(statuses)).toEqual({ 401: 5, 429: 75 });
      } finally {
        await second.close();
      }
      nextWindow();
    },
    60_000,
  );

  it('keeps only the windows that are still open when pruned', async () => {
    const { pruneBuckets } = await import('../rate-limit/index.ts');
    await login('old_try', 'wrong', '10.5.0.1');
    nextWindow();
    await login('new_try', 'wrong', '10.5.0.2');
    await pruneBuckets(t.db, t.clock.now());
    const rows = await t.db.selectFrom('rate_buckets').select('key').orderBy('key').execute();
    expect(rows.map((row) => row.key)).toEqual(['login-address:10.5.0.2', 'login-id:new_try']);
  });
});
