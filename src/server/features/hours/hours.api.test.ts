/**
 * 운영 시간 through the API: the studio's week (staff read, the owner writes) and a teacher's
 * week with exceptions (the teacher or the owner; another teacher finds no such teacher),
 * malformed input refused whole in Korean, and saves racing each other. On both databases.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY } from '#shared/hours-rules.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { raceBehindRow } from '../../testing/row-barrier.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { call } from '../../testing/students.ts';

// Wednesday 25 November 2026, 10:00 in Seoul.
const NOW = '2026-11-25T10:00:00+09:00';

const weekdays = [
  { day: '월', from: '10:00', to: '21:00' },
  { day: '화', from: '10:00', to: '21:00' },
  { day: '토', from: '09:30', to: '13:00' },
];

describe('hours before anyone sets them', () => {
  const t = appForTests({ now: NOW });

  it('are every day 09:00–22:00, as the grid was, and a teacher follows the studio', async () => {
    const owner = await signIn(t.app, 'owner');
    const teacher = await signIn(t.app, 'teacher');
    const studio = await call(t.app, teacher, 'GET', '/api/hours');
    expect(studio.statusCode).toBe(200);
    expect(studio.json()).toEqual({ weekly: DEFAULT_WEEKLY, custom: false });
    expect(DEFAULT_WEEKLY).toHaveLength(7);
    const own = await call(t.app, owner, 'GET', `/api/accounts/${teacher.id}/hours`);
    expect(own.json()).toEqual({
      accountId: teacher.id,
      name: expect.any(String),
      weekly: null,
      exceptions: [],
      familyMessages: false,
    });
  });
});

describe('the hours API', () => {
  const t = appForTests({ now: NOW });
  const owner = signedInForTests(t, 'owner');

  const studioRows = () => t.db.selectFrom('studio_hours').selectAll().orderBy('weekday').execute();
  const teacherRows = async (id: string) => ({
    week: await t.db.selectFrom('teacher_hours').selectAll().where('account_id', '=', id).execute(),
    exceptions: await t.db
      .selectFrom('teacher_hour_exceptions')
      .selectAll()
      .where('account_id', '=', id)
      .execute(),
  });

  it('lets the owner set the studio’s week, a day left out closed, and audits it', async () => {
    // The studio's week is one for all tests: each that reads it saves it first, and this one
    // reads the audit entries its own save adds.
    const audited = () => auditEntries(t.db, 'hours.studio');
    const before = (await audited()).length;
    const saved = await call(t.app, owner, 'PUT', '/api/hours', { weekly: weekdays });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      weekly: weekdays,
      custom: true,
      message: '학원 운영 시간을 저장했습니다.',
    });
    expect(await studioRows()).toEqual([
      { weekday: 1, opens: 600, closes: 1260 },
      { weekday: 2, opens: 600, closes: 1260 },
      { weekday: 6, opens: 570, closes: 780 },
    ]);
    const teacher = await signIn(t.app, 'teacher');
    expect((await call(t.app, teacher, 'GET', '/api/hours')).json()).toEqual({
      weekly: weekdays,
      custom: true,
    });
    expect((await audited()).slice(before)).toMatchObject([{ action: 'hours.studio', actor_id: owner.id }]);
    // Every day closed is a week too.
    expect((await call(t.app, owner, 'PUT', '/api/hours', { weekly: [] })).json().weekly).toEqual([]);
    expect(await studioRows()).toEqual([]);
  });

  it('refuses the studio’s week to a visitor (401) and a teacher (403)', async () => {
    const teacher = await signIn(t.app, 'teacher');
    expect((await call(t.app, null, 'GET', '/api/hours')).statusCode).toBe(401);
    expect((await call(t.app, null, 'PUT', '/api/hours', { weekly: weekdays })).statusCode).toBe(401);
    const refused = await call(t.app, teacher, 'PUT', '/api/hours', { weekly: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth.forbidden');
  });

  const malformedWeeks: [string, unknown, string][] = [
    ['to before from', [{ day: '월', from: '18:00', to: '10:00' }], 'hours.order'],
    ['to equal to from', [{ day: '월', from: '10:00', to: '10:00' }], 'hours.order'],
    ['an unknown day', [{ day: '월요일', from: '10:00', to: '18:00' }], 'hours.day_invalid'],
    ['a day as a number', [{ day: 1, from: '10:00', to: '18:00' }], 'hours.day_invalid'],
    ['a control character', [{ day: '월\u0000', from: '10:00', to: '18:00' }], 'hours.day_invalid'],
    ['a time without its zero', [{ day: '월', from: '9:00', to: '18:00' }], 'hours.time_invalid'],
    ['a quarter hour', [{ day: '월', from: '09:15', to: '18:00' }], 'hours.time_invalid'],
    ['past midnight', [{ day: '월', from: '09:00', to: '24:30' }], 'hours.time_invalid'],
    ['a huge time', [{ day: '월', from: '0'.repeat(100_000), to: '18:00' }], 'hours.time_invalid'],
    ['a time as a number', [{ day: '월', from: 900, to: '18:00' }], 'hours.time_invalid'],
    [
      'one day twice',
      [
        { day: '월', from: '09:00', to: '12:00' },
        { day: '월', from: '13:00', to: '18:00' },
      ],
      'hours.day_twice',
    ],
    [
      'eight days',
      Array.from({ length: 8 }, () => ({ day: '월', from: '09:00', to: '12:00' })),
      'hours.too_many_days',
    ],
    [
      'a huge array',
      Array.from({ length: 5000 }, () => ({ day: '월', from: '09:00', to: '12:00' })),
      'hours.too_many_days',
    ],
    ['not an array', '월 09:00-18:00', 'invalid_input'],
  ];

  it.each(malformedWeeks)('refuses a studio week with %s, changing nothing', async (_case, weekly, code) => {
    await call(t.app, owner, 'PUT', '/api/hours', { weekly: weekdays });
    const refused = await call(t.app, owner, 'PUT', '/api/hours', { weekly });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe(code);
    expect(refused.json().error.message).toMatch(/[가-힣]/);
    expect((await studioRows()).map((row) => row.weekday)).toEqual([1, 2, 6]);
  });

  it('lets a teacher keep their own week and exceptions, and the owner any teacher’s', async () => {
    const kim = await signIn(t.app, 'teacher');
    const body = {
      weekly: [{ day: '수', from: '13:00', to: '19:30' }],
      exceptions: [
        { date: '2026-12-09', from: '15:00', to: '18:00' },
        { date: '2026-12-02', off: true },
      ],
      familyMessages: true,
    };
    const saved = await call(t.app, kim, 'PUT', `/api/accounts/${kim.id}/hours`, body);
    expect(saved.statusCode).toBe(200);
    const expected = {
      accountId: kim.id,
      name: expect.any(String),
      weekly: body.weekly,
      exceptions: [
        { date: '2026-12-02', off: true },
        { date: '2026-12-09', from: '15:00', to: '18:00' },
      ],
      familyMessages: true,
    };
    expect(saved.json()).toEqual({
      ...expected,
      message: expect.stringMatching(/선생님의 수업 시간을 저장했습니다\.$/),
    });
    expect((await call(t.app, kim, 'GET', `/api/accounts/${kim.id}/hours`)).json()).toEqual(expected);
    expect((await call(t.app, owner, 'GET', `/api/accounts/${kim.id}/hours`)).json()).toEqual(expected);

    // The owner puts the teacher back on the studio's hours; the exceptions go with the save.
    const back = await call(t.app, owner, 'PUT', `/api/accounts/${kim.id}/hours`, {
      weekly: null,
      exceptions: [],
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ weekly: null, exceptions: [], familyMessages: false });
    expect(await teacherRows(kim.id)).toEqual({ week: [], exceptions: [] });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'hours.teacher')
      .where('target', 'like', '%선생님')
      .orderBy('id')
      .execute();
    expect(audit.slice(-2)).toEqual([{ actor_id: kim.id }, { actor_id: owner.id }]);
  });

  it('keeps one teacher’s hours from another teacher, a pending account and a visitor', async () => {
    const kim = await signIn(t.app, 'teacher');
    const lee = await signIn(t.app, 'teacher');
    const pending = await signIn(t.app, 'pending');
    const week = { weekly: [{ day: '목', from: '10:00', to: '12:00' }], exceptions: [] };
    await call(t.app, kim, 'PUT', `/api/accounts/${kim.id}/hours`, week);

    const read = await call(t.app, lee, 'GET', `/api/accounts/${kim.id}/hours`);
    expect(read.statusCode).toBe(404);
    expect(read.json().error).toEqual({
      code: 'hours.account_not_found',
      message: '선생님을 찾을 수 없습니다.',
    });
    const write = await call(t.app, lee, 'PUT', `/api/accounts/${kim.id}/hours`, {
      weekly: [],
      exceptions: [],
    });
    expect(write.statusCode).toBe(404);
    expect((await teacherRows(kim.id)).week).toHaveLength(1);

    expect((await call(t.app, null, 'GET', `/api/accounts/${kim.id}/hours`)).statusCode).toBe(401);
    expect((await call(t.app, null, 'PUT', `/api/accounts/${kim.id}/hours`, week)).statusCode).toBe(401);
    expect((await call(t.app, pending, 'GET', `/api/accounts/${pending.id}/hours`)).statusCode).toBe(403);
    // The owner finds no hours of an account that is not staff, or of none.
    expect((await call(t.app, owner, 'GET', `/api/accounts/${pending.id}/hours`)).statusCode).toBe(404);
    expect((await call(t.app, owner, 'PUT', '/api/accounts/nobody/hours', week)).statusCode).toBe(404);
  });

  const malformedTeacher: [string, unknown, string][] = [
    [
      'an off day with times',
      { date: '2026-12-02', off: true, from: '10:00', to: '12:00' },
      'hours.exception_shape',
    ],
    ['neither off nor times', { date: '2026-12-02' }, 'hours.exception_shape'],
    ['a start without an end', { date: '2026-12-02', from: '10:00' }, 'hours.exception_shape'],
    ['off: false without times', { date: '2026-12-02', off: false }, 'hours.exception_shape'],
    ['its end first', { date: '2026-12-02', from: '12:00', to: '10:00' }, 'hours.order'],
    ['no such date', { date: '2026-02-30', off: true }, 'hours.date_invalid'],
    ['a date as words', { date: '다음 주 월요일', off: true }, 'hours.date_invalid'],
    ['off as text', { date: '2026-12-02', off: 'yes' }, 'hours.exception_shape'],
    ['more than a year ahead', { date: '2027-11-27', off: true }, 'hours.exception_out_of_range'],
    ['more than a year back', { date: '2025-11-23', off: true }, 'hours.exception_out_of_range'],
  ];

  it.each(malformedTeacher)(
    'refuses an exception with %s, changing nothing',
    async (_case, exception, code) => {
      const kim = await signIn(t.app, 'teacher');
      const refused = await call(t.app, kim, 'PUT', `/api/accounts/${kim.id}/hours`, {
        weekly: [{ day: '월', from: '10:00', to: '12:00' }],
        exceptions: [exception],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe(code);
      expect(await teacherRows(kim.id)).toEqual({ week: [], exceptions: [] });
    },
  );

  it('refuses one date twice, too many exceptions, a duplicated day and a wrong flag', async () => {
    const kim = await signIn(t.app, 'teacher');
    const put = (body: object) => call(t.app, kim, 'PUT', `/api/accounts/${kim.id}/hours`, body);
    const twice = await put({
      weekly: null,
      exceptions: [
        { date: '2026-12-02', off: true },
        { date: '2026-12-02', from: '10:00', to: '12:00' },
      ],
    });
    expect(twice.json().error.code).toBe('hours.date_twice');
    const many = await put({
      weekly: null,
      exceptions: Array.from({ length: 101 }, (_, day) => ({
        date: `2026-12-${String((day % 28) + 1).padStart(2, '0')}`,
        off: true,
      })),
    });
    expect(many.json().error.code).toBe('hours.too_many_exceptions');
    const days = await put({
      weekly: [
        { day: '월', from: '10:00', to: '12:00' },
        { day: '월', from: '11:00', to: '13:00' },
      ],
      exceptions: [],
    });
    expect(days.json().error.code).toBe('hours.day_twice');
    expect((await put({ weekly: null, exceptions: [], familyMessages: 'yes' })).statusCode).toBe(400);
    expect((await put({ weekly: null })).statusCode).toBe(400);
    expect(await teacherRows(kim.id)).toEqual({ week: [], exceptions: [] });
  });

  it('leaves one whole week when ten saves of different weeks race', async () => {
    await call(t.app, owner, 'PUT', '/api/hours', { weekly: weekdays });
    const weeks = Array.from({ length: 10 }, (_, index) =>
      ['월', '화', '수', '목', '금', '토', '일']
        .slice(0, (index % 7) + 1)
        .map((day) => ({ day, from: `${String(8 + index).padStart(2, '0')}:00`, to: '20:00' })),
    );
    const answers = await raceBehindRow(
      t,
      { table: 'studio_hours_settings', id: 1 },
      () => Promise.all(weeks.map((weekly) => call(t.app, owner, 'PUT', '/api/hours', { weekly }))),
      weeks.length,
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(weeks.map(() => 200));
    const stored = (await call(t.app, owner, 'GET', '/api/hours')).json().weekly;
    expect(weeks).toContainEqual(stored);
  });
});
