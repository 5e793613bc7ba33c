import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { recordAudit } from './audit.queries.ts';

describe('the audit log', () => {
  const t = appForTests({ now: '2026-11-21T03:00:00Z' });
  const owner = signedInForTests(t, 'owner');

  it('is read by the owner only', async () => {
    const teacher = await signIn(t.app, 'teacher');
    expect((await t.app.inject({ url: '/api/audit' })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/audit', headers: { cookie: teacher.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth.forbidden');
  });

  it('lists entries newest first, a page at a time, with the detail as written', async () => {
    const actor = { id: owner.id, name: '원장' };
    for (let index = 1; index <= 52; index += 1) {
      await recordAudit(
        t.db,
        { actor, now: new Date(Date.UTC(2026, 10, 21, 0, index)) },
        { action: 'student.create', target: `학생${index}`, detail: { lesson: index } },
      );
    }
    const first = await t.app.inject({ url: '/api/audit', headers: { cookie: owner.cookie } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(52);
    expect(body.pageSize).toBe(50);
    expect(body.items).toHaveLength(50);
    expect(body.items[0]).toMatchObject({
      at: '2026-11-21T00:52:00.000Z',
      actorId: owner.id,
      actorName: '원장',
      action: 'student.create',
      target: '학생52',
      detail: { lesson: 52 },
    });
    const second = await t.app.inject({ url: '/api/audit?page=2', headers: { cookie: owner.cookie } });
    expect(second.json().items.map((item: { target: string }) => item.target)).toEqual(['학생2', '학생1']);
  });

  it('refuses a page that is not a positive number', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const response = await t.app.inject({
        url: `/api/audit?page=${page}`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
    }
  });
});
