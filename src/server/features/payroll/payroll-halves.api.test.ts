/**
 * Pay for 30-minute lessons (docs/decisions/052-pay-for-half-hour-lessons.md): a 건당 rule's own
 * amount for a 1부 or 2부, half the hour under 시간당, read from the calendar lesson a record
 * names — a series week or a one-off — and an hour for a record that names none.
 */

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { payrollApi } from '../../testing/payroll.ts';
import { signIn } from '../../testing/sign-in.ts';
import { call, newStudent, recorded, studioForEachTest } from '../../testing/students.ts';
import { moveLesson, newSeries } from '../../testing/timetable.ts';

// Wednesday 25 November 2026 in Seoul: the series below begin this week.
const NOW = '2026-11-25T10:00:00+09:00';

describe('pay for half-hour lessons', () => {
  const studio = studioForEachTest(NOW);

  /**
   * A teacher of the test's own on Friday 27 November: 민지's 1부 on Thursdays, 지훈's hour on
   * Fridays moved this week to a 2부 on Thursday, 서연's hour on Wednesdays, and four lessons
   * recorded (민지's of 11/20 before her series began). Ways to set the teacher's rule and read
   * November's statement.
   */
  async function halfHourTeacher() {
    const { t, owner } = studio;
    const kim = await signIn(t.app, 'teacher');
    const series = async (day: string, time: number, type: string, name: string) =>
      newSeries(t.app, kim, {
        day,
        time,
        type,
        name,
        studentId: await newStudent(t.app, kim, { name, lesson: 10 }),
      });
    const minji = await series('목', 15, '1부', '민지');
    const jihun = await series('금', 10, '1시간', '지훈');
    const seoyeon = await series('수', 11, '1시간', '서연');
    const moved = await moveLesson(t.app, kim, jihun, '2026-11-27', {
      date: '2026-11-26',
      time: 16,
      type: '2부',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    t.clock.set('2026-11-27T12:00:00+09:00');
    await recorded(t.app, kim, '민지', { date: '2026-11-20' });
    await recorded(t.app, kim, '서연', { date: '2026-11-25', occurrence: `s${seoyeon}@2026-11-25` });
    await recorded(t.app, kim, '민지', { date: '2026-11-26', occurrence: `s${minji}@2026-11-26` });
    await recorded(t.app, kim, '지훈', { date: '2026-11-26', occurrence: moved.json().key });
    const payroll = payrollApi(t.app);
    const setRule = (body: object) => payroll.setRule(owner, kim.id, body);
    const november = async () => {
      const response = await payroll.statement(owner, '2026-11', kim.id);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        lines: { date: string; student: string; basis: string; amount: number }[];
        total: number;
      };
    };
    return { t, owner, kim, setRule, november };
  }

  /** The teacher above paid 건당 30,000원 from 1 November and 시간당 40,000원 from 26 November. */
  async function twoRules() {
    const made = await halfHourTeacher();
    for (const rule of [
      { kind: '건당', amount: 30_000, withholding: false, from: '2026-11-01' },
      { kind: '시간당', amount: 40_000, withholding: false, from: '2026-11-26' },
    ]) {
      const saved = await made.setRule(rule);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return made;
  }

  const brief = (body: { lines: { date: string; student: string; basis: string; amount: number }[] }) =>
    body.lines.map((line) => [line.date, line.student, line.basis, line.amount]);

  it('pays a 1부 of a series and a 2부 moved there the 30-minute amount, an hour the lesson’s', async () => {
    const { setRule, november } = await halfHourTeacher();
    const saved = await setRule({
      kind: '건당',
      amount: 30_000,
      halfAmount: 18_000,
      withholding: false,
      from: '2026-11-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rules).toMatchObject([{ kind: '건당', amount: 30_000, halfAmount: 18_000 }]);
    const body = await november();
    expect(brief(body)).toEqual([
      // Before the series began: a record that names no calendar lesson counts as an hour.
      ['2026-11-20', '민지', '건당 30,000원', 30_000],
      ['2026-11-25', '서연', '건당 30,000원', 30_000],
      ['2026-11-26', '민지', '건당 30분 18,000원', 18_000],
      ['2026-11-26', '지훈', '건당 30분 18,000원', 18_000],
    ]);
    expect(body.total).toBe(96_000);
  });

  it('pays the lesson’s amount for a 30-minute lesson when the rule sets none', async () => {
    const { setRule, november } = await halfHourTeacher();
    expect(
      (await setRule({ kind: '건당', amount: 30_000, withholding: false, from: '2026-11-01' })).statusCode,
    ).toBe(200);
    expect((await november()).total).toBe(120_000);
  });

  it('pays half the hour under 시간당, from the day the rule starts', async () => {
    const { november } = await twoRules();
    expect(brief(await november())).toEqual([
      ['2026-11-20', '민지', '건당 30,000원', 30_000],
      ['2026-11-25', '서연', '건당 30,000원', 30_000],
      ['2026-11-26', '민지', '시간당 40,000원 × 30분', 20_000],
      ['2026-11-26', '지훈', '시간당 40,000원 × 30분', 20_000],
    ]);
  });

  it('refuses a 30-minute amount out of range or on another kind, in Korean, and stores nothing', async () => {
    const { t, owner, kim, setRule } = await twoRules();
    const cases: [object, string, string][] = [
      [
        { kind: '시간당', amount: 40_000, halfAmount: 20_000 },
        'payroll.half_amount_kind',
        '30분 레슨 금액은 건당 정산에만 정할 수 있습니다. 시간당은 30분 레슨에 1시간 금액의 절반을 드립니다.',
      ],
      [
        { kind: '비율', share: 50, halfAmount: 20_000 },
        'payroll.half_amount_kind',
        '30분 레슨 금액은 건당 정산에만 정할 수 있습니다. 시간당은 30분 레슨에 1시간 금액의 절반을 드립니다.',
      ],
      [
        { kind: '건당', amount: 30_000, halfAmount: -1 },
        'payroll.half_amount_invalid',
        '30분 레슨 금액은 0원부터 10,000,000원까지 원 단위로 입력해 주세요.',
      ],
      [{ kind: '건당', amount: 30_000, halfAmount: 1.5 }, 'payroll.half_amount_invalid', expect.any(String)],
      [
        { kind: '건당', amount: 30_000, halfAmount: '18000' },
        'payroll.half_amount_invalid',
        expect.any(String),
      ],
      [
        { kind: '건당', amount: 30_000, halfAmount: 10_000_001 },
        'payroll.half_amount_invalid',
        expect.any(String),
      ],
    ];
    for (const [body, code, message] of cases) {
      const response = await setRule({ withholding: false, from: '2026-11-27', ...body });
      expect([body, response.statusCode, response.json().error]).toEqual([body, 400, { code, message }]);
    }
    const rules = (await call(t.app, owner, 'GET', `/api/payroll/rules/${kim.id}`)).json().rules;
    expect(rules.map((rule: { from: string }) => rule.from)).toEqual(['2026-11-01', '2026-11-26']);
  });

  it('keeps a 30-minute amount to 건당 in the database too', async () => {
    const { t, kim } = await twoRules();
    const changed =
      sql`update payroll_rules set half_amount = 1000 where valid_from = '2026-11-26' and teacher_id = ${kim.id}`.execute(
        t.app.db,
      );
    await expect(changed).rejects.toThrow(/check/i);
  });

  it('keeps a confirmed month as it was paid when the rule changes after', async () => {
    const { t, owner, kim, setRule, november } = await twoRules();
    t.clock.set('2026-12-01T09:00:00+09:00');
    const confirmed = await call(t.app, owner, 'POST', '/api/payroll/confirm', {
      month: '2026-11',
      teacherId: kim.id,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const locked = await setRule({
      kind: '건당',
      amount: 30_000,
      halfAmount: 10_000,
      withholding: false,
      from: '2026-11-30',
    });
    expect([locked.statusCode, locked.json().error.code]).toEqual([409, 'payroll.from_locked']);
    expect((await november()).total).toBe(100_000);
  });
});
