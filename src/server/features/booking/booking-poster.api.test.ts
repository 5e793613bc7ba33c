import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('the QR poster address', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('is the public address of /book when PUBLIC_URL is set', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://studio.example/' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/book/poster' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ boardUrl: 'https://studio.example/book' });
  });

  it('is null without PUBLIC_URL, so the page uses its own address', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/book/poster' });
    expect(response.json()).toEqual({ boardUrl: null });
  });
});
