/**
 * A teacher filter means the same on every route that takes one: a teacher may name only
 * themself, in `teacherId` or the old client's `userId`, and naming another in either is 403
 * on the student routes, the statistics and the timetable's list of today alike. (The
 * statistics once took `teacherId` alone and answered B's figures to `?teacherId=B&userId=A`
 * where the student routes refused it.)
 */
import { describe, expect, it } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';

const ROUTES = [
  '/api/member',
  '/api/lessonList/today',
  '/api/stats?month=2026-11',
  '/api/lessonListmonth?month=2026-11',
  '/api/payListmonth?month=2026-11',
  '/api/stats/attendance?month=2026-11',
  '/api/stats/export?month=2026-11&kind=payments',
];

describe('a teacher filter', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  const a = signedInForTests(t, 'teacher');
  const b = signedInForTests(t, 'teacher');

  const get = (who: SignedIn, route: string, filter: string) =>
    t.app.inject({
      url: `${route}${route.includes('?') ? '&' : '?'}${filter}`,
      headers: { cookie: who.cookie },
    });

  it('is refused with 403 from a teacher naming another, in either name, on every route', async () => {
    const filters = [
      `teacherId=${b.id}&userId=${a.id}`,
      `teacherId=${a.id}&userId=${b.id}`,
      `userId=${a.id}`,
      `teacherId=${a.id}`,
    ];
    for (const route of ROUTES) {
      for (const filter of filters) {
        const response = await get(b, route, filter);
        expect([route, filter, response.statusCode, response.json()]).toEqual([
          route,
          filter,
          403,
          { error: { code: 'auth.other_teacher', message: messageFor('auth.other_teacher') } },
        ]);
      }
    }
    const today = await get(b, '/api/lessons/expected', `teacherId=${a.id}`);
    expect([today.statusCode, today.json().error.code]).toEqual([403, 'auth.other_teacher']);
  });

  it('lets a teacher repeat their own id in both, and the owner name anyone', async () => {
    for (const route of ROUTES) {
      expect([route, (await get(b, route, `teacherId=${b.id}&userId=${b.id}`)).statusCode]).toEqual([
        route,
        200,
      ]);
      expect([route, (await get(owner, route, `teacherId=${b.id}&userId=${a.id}`)).statusCode]).toEqual([
        route,
        200,
      ]);
    }
    expect((await get(b, '/api/lessons/expected', `teacherId=${b.id}`)).statusCode).toBe(200);
  });
});
