import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countWhere } from '../../testing/count-rows.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';

describe('the owner’s account page', () => {
  const t = appForTests();
  const owner = signedInForTests(t, 'owner');

  const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  it('lists every account for the owner only', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const pending = await signIn(t.app, 'pending');
    const list = await as(owner.cookie, 'GET', '/api/accounts');
    expect(list.statusCode).toBe(200);
    const accounts = list.json().accounts as { id: string; role: string; phone: string; createdAt: string }[];
    expect(accounts.map((account) => [account.id, account.role])).toEqual(
      expect.arrayContaining([
        [owner.id, 'owner'],
        [teacher.id, 'teacher'],
        [pending.id, 'pending'],
      ]),
    );
    expect(Object.keys(accounts[0]!).sort()).toEqual(['createdAt', 'id', 'name', 'phone', 'role']);

    expect((await as(undefined, 'GET', '/api/accounts')).statusCode).toBe(401);
    expect((await as(teacher.cookie, 'GET', '/api/accounts')).json().error.code).toBe('auth.forbidden');
    expect((await as(pending.cookie, 'GET', '/api/accounts')).json().error.code).toBe('auth.pending');
  });

  it('approves a pending account, which then passes teacher guards', async () => {
    const pending = await signIn(t.app, 'pending');
    const approve = await as(owner.cookie, 'POST', `/api/accounts/${pending.id}/approve`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({ message: `${pending.id} 계정을 승인했습니다.` });
    const session = await as(pending.cookie, 'GET', '/api/session');
    expect(session.json().role).toBe('teacher');
    // Approving twice, or an unknown id, says so.
    expect((await as(owner.cookie, 'POST', `/api/accounts/${pending.id}/approve`)).statusCode).toBe(409);
    expect((await as(owner.cookie, 'POST', '/api/accounts/nobody/approve')).statusCode).toBe(404);
  }, 10_000);

  it('lets nobody but the owner approve or remove', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const pending = await signIn(t.app, 'pending');
    for (const cookie of [undefined, teacher.cookie, pending.cookie]) {
      const approve = await as(cookie, 'POST', `/api/accounts/${pending.id}/approve`);
      const remove = await as(cookie, 'DELETE', `/api/accounts/${pending.id}`);
      expect([approve.statusCode, remove.statusCode]).toEqual(cookie ? [403, 403] : [401, 401]);
    }
    expect((await as(pending.cookie, 'GET', '/api/session')).json().role).toBe('pending');
  });

  it('removes an account and ends its sessions, but never the owner’s own', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const remove = await as(owner.cookie, 'DELETE', `/api/accounts/${teacher.id}`);
    expect(remove.json()).toEqual({ message: `${teacher.id} 계정을 삭제했습니다.` });
    // The cookie of a deleted account's session is refused.
    expect((await as(teacher.cookie, 'GET', '/api/session')).statusCode).toBe(204);
    expect((await as(owner.cookie, 'DELETE', `/api/accounts/${teacher.id}`)).statusCode).toBe(404);

    const self = await as(owner.cookie, 'DELETE', `/api/accounts/${owner.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('원장 계정은 삭제할 수 없습니다.');
    expect((await as(owner.cookie, 'GET', '/api/session')).statusCode).toBe(200);
  });
});

describe('removing an account that others still point at', () => {
  const t = appForTests();

  it('refuses with a Korean 409 and keeps the account and its posts', async () => {
    const owner = await signIn(t.app, 'owner');
    const teacher = await signIn(t.app, 'teacher');
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/write',
      headers: { cookie: teacher.cookie },
      payload: { title: '공지', content: '<p>연습실 청소 안내</p>' },
    });
    expect(written.statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${teacher.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.code).toBe('in_use');
    expect(removed.json().error.message).toContain('삭제할 수 없습니다');

    const still = await t.db.selectFrom('users').select('id').where('id', '=', teacher.id).executeTakeFirst();
    expect(still?.id).toBe(teacher.id);
    expect(await countWhere(t.db, 'posts', { author_id: teacher.id })).toBe(1);
  });
});
