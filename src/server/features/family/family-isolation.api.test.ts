/**
 * A family session sees its own students only: another family's student is 404 on every
 * family route, every staff operation of the API refuses a family session as it refuses a
 * visitor, and a staff session is nobody's family. On both databases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../../fuzz/operations.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { addLesson } from '../../testing/timetable.ts';

describe('a family session’s reach', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  const kim = signedInForTests(t, 'teacher');
  const lee = signedInForTests(t, 'teacher');
  let minjiFamily: string;
  let minji: number;
  let hajun: number;
  let hajunPayment: number;
  beforeAll(async () => {
    minji = (await api.add(t.app, kim, { name: '민지', lesson: 2 })).json().student.id;
    hajun = (await api.add(t.app, lee, { name: '하준', lesson: 0 })).json().student.id;
    await api.charge(t.app, lee, '하준', { pay: 100000, lesson: 2, method: '현금' });
    hajunPayment = (await api.payments(t.app, lee, '하준')).json()[0].id;
    await addLesson(t.app, lee, { day: '금', time: 10, type: '1시간', name: '하준', studentId: hajun });
    minjiFamily = await signInFamily(t.app, kim, '민지');
    await signInFamily(t.app, lee, '하준');
  });

  it('cannot read or act on another family’s student', async () => {
    const history = await asFamily(t.app, minjiFamily, 'GET', `/api/family/history?studentId=${hajun}`);
    expect([history.statusCode, history.json().error.code]).toEqual([404, 'family.student_not_found']);
    const receipt = await asFamily(t.app, minjiFamily, 'GET', `/api/family/receipts/${hajunPayment}`);
    expect([receipt.statusCode, receipt.json().error.code]).toEqual([404, 'family.payment_not_found']);
    const absence = await asFamily(t.app, minjiFamily, 'POST', '/api/family/absences', {
      studentId: hajun,
      date: '2026-12-04',
    });
    expect([absence.statusCode, absence.json().error.code]).toEqual([404, 'family.student_not_found']);
    expect(await t.db.selectFrom('lessons_given').select('id').execute()).toEqual([]);
    const me = (await asFamily(t.app, minjiFamily, 'GET', '/api/family/me')).json();
    expect(me.students.map((student: { name: string }) => student.name)).toEqual(['민지']);
  });

  it('loses an archived student at once', async () => {
    await api.add(t.app, kim, { name: '서연', lesson: 1 });
    const family = await signInFamily(t.app, kim, '서연');
    await api.archive(t.app, kim, '서연');
    expect((await asFamily(t.app, family, 'GET', '/api/family/me')).json()).toEqual({
      students: [],
      noticeHours: 48,
    });
  });

  /** Every operation's path with each parameter filled in with something routable. */
  const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, (name) => (name === '{name}' ? '민지' : '1'));

  it('reaches no staff operation of the API: each answers as to a visitor', async () => {
    const staff = listOperations(t.app).filter(
      (operation) =>
        operation.role !== null && operation.role !== 'family' && operation.role !== 'staff-or-family',
    );
    expect(staff.length).toBeGreaterThanOrEqual(40);
    for (const operation of staff) {
      const response = await t.app.inject({
        method: operation.method,
        url: urlOf(operation.path),
        headers: { cookie: minjiFamily, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(
        [response.statusCode, response.json().error.code],
        `${operation.method} ${operation.path}`,
      ).toEqual([401, 'auth.required']);
    }
  });

  it('reaches an operation open to staff and families alike only as a family: no file of another', async () => {
    const shared = listOperations(t.app).filter((operation) => operation.role === 'staff-or-family');
    expect(shared.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /api/lesson-files/{id}',
    ]);
    for (const id of ['1', 'a'.repeat(32)]) {
      const response = await t.app.inject({
        url: `/api/lesson-files/${id}`,
        headers: { cookie: minjiFamily },
      });
      expect([response.statusCode, response.json().error.code]).toEqual([404, 'lessonFiles.not_found']);
    }
  });

  it('lets no staff session act as a family, the owner’s included', async () => {
    const familyOperations = listOperations(t.app).filter((operation) => operation.role === 'family');
    expect(familyOperations.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual([
      'DELETE /api/family/practice/{id}',
      'GET /api/family/cash-receipt-list',
      'GET /api/family/cash-receipt-number',
      'GET /api/family/cash-receipts',
      'GET /api/family/history',
      'GET /api/family/invoices',
      'GET /api/family/makeup-slots',
      'GET /api/family/me',
      'GET /api/family/notes',
      'GET /api/family/practice',
      'GET /api/family/receipts/{id}',
      'GET /api/family/repertoire',
      'POST /api/family/absences',
      'POST /api/family/invoices/{id}/link',
      'POST /api/family/logout',
      'POST /api/family/makeup',
      'POST /api/family/practice',
      'PUT /api/family/cash-receipt-number',
    ]);
    for (const who of [owner, kim]) {
      for (const operation of familyOperations) {
        const response = await t.app.inject({
          method: operation.method,
          url: `${urlOf(operation.path)}?studentId=${minji}`,
          headers: { cookie: who.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify({ studentId: minji, date: '2026-12-04' }),
        });
        expect(
          [response.statusCode, response.json().error.code],
          `${operation.method} ${operation.path}`,
        ).toEqual([401, 'family.required']);
      }
    }
    // And the family cookie of one app does not open a staff page's data by name.
    expect((await call(t.app, null, 'GET', '/api/member/민지/family')).statusCode).toBe(401);
  });
});

describe('the portal’s web app manifest', () => {
  it('names the studio and the portal, and starts at /family', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ url: '/family.webmanifest' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      const manifest = response.json();
      expect(manifest).toMatchObject({
        short_name: '가족 페이지',
        start_url: '/family',
        display: 'standalone',
      });
      expect(manifest.name).toMatch(/ 가족 페이지$/);
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
        '192x192',
        '512x512',
        '512x512',
      ]);
    } finally {
      await t.close();
    }
  });
});
