/**
 * GET /api/family/sign-in/options: what /family/login may offer before anyone types a number.
 * Open to visitors, no rate cost, no secret; it follows the senders saved in the browser at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const WEBHOOK_SECRET = 'options-secret-9b1c7e3a5d2f';
const OPTIONS = '/api/family/sign-in/options';

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length > 0) await apps.pop()?.close();
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({
    now: '2026-11-25T10:00:00+09:00',
    env: { OUTBOUND_ALLOW_PRIVATE: 'true', ...env },
  });
  apps.push(t);
  return t;
}

const options = async (t: TestApp) => {
  const answer = await t.app.inject({ method: 'GET', url: OPTIONS });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json();
};

describe('family sign-in options', () => {
  it('offers no code without a sender for phones, and one as soon as the owner saves a webhook', async () => {
    const t = await app();
    expect(await options(t)).toEqual({ codeByPhone: false });
    const owner = await signIn(t.app, 'owner');
    // E-mail alone cannot carry a code to a phone.
    const smtp = await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', {
      url: 'smtp://studio:pw-1234@127.0.0.1:2525',
      from: 'hello@studio.example',
    });
    expect(smtp.statusCode).toBe(200);
    expect(await options(t)).toEqual({ codeByPhone: false });

    const hook = await call(t.app, owner, 'PUT', '/api/settings/senders/webhook', {
      url: 'http://127.0.0.1:9/hook',
      secret: WEBHOOK_SECRET,
    });
    expect(hook.statusCode).toBe(200);
    const answer = await t.app.inject({ method: 'GET', url: OPTIONS });
    expect(answer.json()).toEqual({ codeByPhone: true });
    expect(answer.body).not.toContain(WEBHOOK_SECRET);
    expect(answer.body).not.toContain('127.0.0.1');

    expect((await call(t.app, owner, 'DELETE', '/api/settings/senders/webhook')).statusCode).toBe(200);
    expect(await options(t)).toEqual({ codeByPhone: false });
  });

  it('offers a code when the environment sets Solapi', async () => {
    const t = await app({
      SOLAPI_API_KEY: 'NCSKEY0001',
      SOLAPI_API_SECRET: 'solapi-secret-0001',
      SOLAPI_SENDER: '021234567',
    });
    expect(await options(t)).toEqual({ codeByPhone: true });
  });

  it('costs no rate limit: asked 40 times, a code can still be asked for', async () => {
    const t = await app({
      MESSAGES_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      MESSAGES_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => t.app.inject({ method: 'GET', url: OPTIONS })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    expect(await t.db.selectFrom('rate_buckets').selectAll().execute()).toEqual([]);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/family/code',
      payload: { phone: '010-5555-0000' },
    });
    expect(code.statusCode).toBe(200);
    expect(code.json().canSend).toBe(true);
  });
});
