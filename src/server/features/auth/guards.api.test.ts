import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signIn } from '../../testing/sign-in.ts';
import { SESSION_LIFETIME_MS } from './session-store.ts';

describe('sessions and guards', () => {
  const t = appForTests({
    setup: (app) => {
      app.get('/api/test/teacher-only', { onRequest: app.requireRole('teacher') }, async () => ({
        ok: true,
      }));
      app.get('/api/test/owner-only', { onRequest: app.requireRole('owner') }, async () => ({ ok: true }));
    },
  });
  const as = (who: { cookie: string }, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });

  it('knows who is signed in', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const response = await as(teacher, '/api/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: teacher.id, role: 'teacher' });
  });

  it('tells a visitor without a session, or with an unknown token, that nobody is signed in: 204 without a body', async () => {
    const visitor = await t.app.inject({ url: '/api/session' });
    expect([visitor.statusCode, visitor.body]).toEqual([204, '']);
    const forged = await t.app.inject({ url: '/api/session', headers: { cookie: 'studio_session=forged' } });
    expect([forged.statusCode, forged.body]).toEqual([204, '']);
  });

  it('answers 401 on a guarded route without a session and for an unknown token', async () => {
    for (const headers of [{}, { cookie: 'studio_session=forged' }]) {
      const response = await t.app.inject({ url: '/api/test/teacher-only', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('로그인이 필요합니다.');
    }
  });

  it('lets the owner through teacher guards, and no teacher through owner guards', async () => {
    const owner = await signIn(t.app, 'owner');
    const teacher = await signIn(t.app, 'teacher');
    const ownerAsTeacher = await as(owner, '/api/test/teacher-only');
    expect(ownerAsTeacher.statusCode).toBe(200);
    const teacherAsOwner = await as(teacher, '/api/test/owner-only');
    expect(teacherAsOwner.statusCode).toBe(403);
    expect(teacherAsOwner.json().error.code).toBe('auth.forbidden');
  });

  it('refuses a pending account with 403', async () => {
    const pending = await signIn(t.app, 'pending');
    const response = await as(pending, '/api/test/teacher-only');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('auth.pending');
  });

  it('refuses the cookie of an expired session and forgets it', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS + 1000));
    const response = await as(teacher, '/api/test/teacher-only');
    expect(response.statusCode).toBe(401);
    t.clock.set(start);
    const again = await as(teacher, '/api/session');
    expect(again.statusCode).toBe(204);
  });

  it('slides the expiry forward as the session is used', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS - 60_000));
    expect((await as(teacher, '/api/session')).statusCode).toBe(200);
    t.clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS + 60_000));
    expect((await as(teacher, '/api/session')).statusCode).toBe(200);
    t.clock.set(start);
  });
});
