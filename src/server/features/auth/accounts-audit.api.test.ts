/** Approving and removing accounts leaves an audit entry each, written with the change. */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';

describe('the audit of accounts', () => {
  const t = appForTests({ now: '2026-11-21T03:00:00Z' });
  const owner = signedInForTests(t, 'owner');

  const as = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { cookie: owner.cookie } });

  it('records an approval and a removal with who, what and when', async () => {
    const pending = await signIn(t.app, 'pending');
    expect((await as('POST', `/api/accounts/${pending.id}/approve`)).statusCode).toBe(200);
    t.clock.set('2026-11-21T04:00:00Z');
    expect((await as('DELETE', `/api/accounts/${pending.id}`)).statusCode).toBe(200);

    const items = (await as('GET', '/api/audit')).json().items;
    expect(
      items.map((item: { action: string; target: string; actorId: string; at: string }) => [
        item.action,
        item.target,
        item.actorId,
        item.at,
      ]),
    ).toEqual([
      ['account.remove', pending.id, owner.id, '2026-11-21T04:00:00.000Z'],
      ['account.approve', pending.id, owner.id, '2026-11-21T03:00:00.000Z'],
    ]);
    // Both keep the account's name, for the log to say who it was once the account is gone.
    expect(items[0].detail).toEqual({ name: expect.stringMatching(/^테스트/), role: 'teacher' });
    expect(items[1].detail).toEqual({ name: items[0].detail.name });
  });

  it('records nothing for a refused change', async () => {
    const before = (await as('GET', '/api/audit')).json().total;
    expect((await as('POST', '/api/accounts/nobody/approve')).statusCode).toBe(404);
    expect((await as('DELETE', '/api/accounts/nobody')).statusCode).toBe(404);
    expect((await as('GET', '/api/audit')).json().total).toBe(before);
  });
});
