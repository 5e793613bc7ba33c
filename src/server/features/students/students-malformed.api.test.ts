/**
 * Every student endpoint fed odd input answers 4xx with a Korean error body, never a 5xx,
 * and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call } from '../../testing/students.ts';

const oddValues: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53,
  1e308,
  '',
  ' ',
  '1e3',
  '가'.repeat(5000),
  '\u0000',
  '\u202e',
  [],
  [1, 2],
  {},
  { $gt: 0 },
];

describe('malformed input to the student API', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const kim = signedInForTests(t, 'teacher');
  beforeAll(async () => {
    await api.add(t.app, kim, { name: '기준', lesson: 3 });
  });

  const expectRefusal = (status: number, body: string, label: string) => {
    expect(status, label).toBeGreaterThanOrEqual(400);
    expect(status, label).toBeLessThan(500);
    const error = JSON.parse(body).error;
    expect(typeof error.code, label).toBe('string');
    expect(error.message, label).toMatch(/[가-힣]/);
  };

  it('refuses odd values in every field of every body', async () => {
    const shapes: [string, (value: unknown) => Promise<{ statusCode: number; body: string }>][] = [
      ['register name', (value) => api.add(t.app, kim, { name: value })],
      ['register phone', (value) => api.add(t.app, kim, { name: '새학생', phone: value })],
      ['register lesson', (value) => api.add(t.app, kim, { name: '새학생', lesson: value })],
      ['lesson status', (value) => api.lesson(t.app, kim, '기준', { status: value })],
      ['charge pay', (value) => api.charge(t.app, kim, '기준', { pay: value, lesson: 1 })],
      ['charge lesson', (value) => api.charge(t.app, kim, '기준', { pay: 1000, lesson: value })],
      ['charge method', (value) => api.charge(t.app, kim, '기준', { pay: 1000, lesson: 1, method: value })],
      [
        'refund dryRun',
        (value) =>
          call(t.app, kim, 'POST', `/api/member/refund/${encodeURIComponent('기준')}`, { dryRun: value }),
      ],
      ['edit name', (value) => api.edit(t.app, kim, '기준', { name: value })],
    ];
    for (const [label, send] of shapes) {
      for (const value of oddValues) {
        // A few odd values are fine for some fields (an empty phone, 0 opening lessons, 1.5 won is not).
        const response = await send(value);
        if (response.statusCode < 300) continue;
        expectRefusal(
          response.statusCode,
          response.body,
          `${label} = ${JSON.stringify(value)?.slice(0, 40)}`,
        );
      }
    }
    // Whatever got through, the ledger still adds up.
    const students = await t.db.selectFrom('students').select(['id', 'remaining']).execute();
    for (const student of students) {
      const sum = await t.db
        .selectFrom('lesson_ledger')
        .select((eb) => eb.fn.sum<number>('change').as('total'))
        .where('student_id', '=', student.id)
        .executeTakeFirstOrThrow();
      expect(Number(sum.total ?? 0)).toBe(Number(student.remaining));
    }
  });

  it('refuses odd bodies, names and queries as a whole', async () => {
    const responses = [
      await call(t.app, kim, 'POST', '/api/member', [1, 2, 3]),
      await call(t.app, kim, 'PUT', `/api/member/charge/${encodeURIComponent('기준')}`, 'not json'),
      await call(t.app, kim, 'GET', `/api/member/detail/${'a'.repeat(90)}`),
      await call(t.app, kim, 'GET', '/api/lessonList/today?date=2026-13-01'),
      await call(t.app, kim, 'GET', '/api/lessonList/today?date=yesterday'),
      await call(t.app, kim, 'GET', `/api/member?teacherId=${'x'.repeat(200)}`),
      await call(t.app, kim, 'GET', '/api/payList/receipt/0'),
      await call(t.app, kim, 'GET', '/api/payList/receipt/99999999999'),
    ];
    for (const response of responses)
      expectRefusal(response.statusCode, response.body, response.raw.req.url ?? '');
  });
});
