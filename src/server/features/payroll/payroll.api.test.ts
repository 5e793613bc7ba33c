/**
 * Teacher pay through the API (DESIGN §4 "Teacher pay"): rules from a day on, a month's
 * statement under them, confirming locks the month, later corrections of a locked month come as
 * adjustments on the next open month, and nobody reads another teacher's pay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithOwner } from '../../testing/owner-app.ts';
import { payrollApi } from '../../testing/payroll.ts';
import { type SignedIn, signIn, signInAgain } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import type { TestApp } from '../../testing/test-app.ts';

describe('teacher pay', () => {
  let t: TestApp;
  let owner: SignedIn;
  let pay: ReturnType<typeof payrollApi>;

  const statement = (who: SignedIn | null, month: string, teacherId?: string) =>
    pay.statement(who, month, teacherId);
  const setRule = (who: SignedIn | null, teacherId: string, body: object) =>
    pay.setRule(who, teacherId, body);
  const confirm = (who: SignedIn | null, body: object) => pay.confirm(who, body);
  const record = async (who: SignedIn, name: string, date: string, status = '출석') => {
    const response = await api.lesson(t.app, who, name, { date, status });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().lessonRecord.id as number;
  };
  const amounts = (body: { lines: { date: string; status: string; amount: number }[] }) =>
    body.lines.map((line) => [line.date, line.status, line.amount]);

  beforeAll(async () => {
    ({ t, owner } = await appWithOwner({ now: '2026-10-05T03:00:00Z' }));
    pay = payrollApi(t.app);
  });
  afterAll(() => t.close());

  /**
   * Moves the shared clock (each test sets the day it starts on) and signs the owner and `who`
   * in again then, so that no session has run out over the jump.
   */
  async function travel(instant: string, who: SignedIn): Promise<SignedIn> {
    t.clock.set(instant);
    owner = await signInAgain(t.app, owner);
    return signInAgain(t.app, who);
  }

  /** A new teacher on 5 October with a teacher's session, and no students. */
  async function newTeacher(): Promise<SignedIn> {
    t.clock.set('2026-10-05T03:00:00Z');
    owner = await signInAgain(t.app, owner);
    return signIn(t.app, 'teacher');
  }

  /**
   * A teacher of their own whose 민지 had three October lessons (2nd 출석, 3rd 사전취소, 5th 지각),
   * paid 30,000원 a lesson with 3.3 % withheld from 1 September; the clock on 5 October.
   */
  async function octoberTeacher() {
    const kim = await newTeacher();
    expect((await api.add(t.app, kim, { name: '민지' })).statusCode).toBe(201);
    expect(
      (await api.charge(t.app, kim, '민지', { pay: 250_000, lesson: 4, method: '카드' })).statusCode,
    ).toBe(200);
    const lessonIds = {
      oct2: await record(kim, '민지', '2026-10-02'),
      oct3: await record(kim, '민지', '2026-10-03', '사전취소'),
      oct5: await record(kim, '민지', '2026-10-05', '지각'),
    };
    const rule = { kind: '건당', amount: 30_000, withholding: true, from: '2026-09-01' };
    expect((await setRule(owner, kim.id, rule)).statusCode).toBe(200);
    return { kim, lessonIds };
  }

  /** The October teacher with October confirmed on 1 November. */
  async function confirmedOctober() {
    const story = await octoberTeacher();
    story.kim = await travel('2026-11-01T00:00:00+09:00', story.kim);
    const confirmed = await confirm(owner, { month: '2026-10', teacherId: story.kim.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return story;
  }

  /**
   * October confirmed, then 40,000원 a lesson from 16 November and a lesson on 1 November; on
   * 20 November 2nd and 3rd October corrected, the 5th deleted, a lesson of 20 October added
   * late and one of 17 November recorded.
   */
  async function adjustedNovember() {
    const story = await confirmedOctober();
    const { kim, lessonIds } = story;
    const later = { kind: '건당', amount: 40_000, withholding: true, from: '2026-11-16' };
    expect((await setRule(owner, kim.id, later)).statusCode).toBe(200);
    await record(kim, '민지', '2026-11-01');
    story.kim = await travel('2026-11-20T10:00:00+09:00', kim);
    expect((await api.correct(t.app, story.kim, lessonIds.oct2, { status: '사전취소' })).statusCode).toBe(
      200,
    );
    expect((await api.remove(t.app, story.kim, lessonIds.oct5, { reason: '잘못 기록' })).statusCode).toBe(
      200,
    );
    expect((await api.correct(t.app, story.kim, lessonIds.oct3, { status: '당일취소' })).statusCode).toBe(
      200,
    );
    const added = await record(story.kim, '민지', '2026-10-20');
    await record(story.kim, '민지', '2026-11-17');
    return { ...story, added };
  }

  /** The adjusted November confirmed on 1 December. */
  async function confirmedNovember() {
    const story = await adjustedNovember();
    story.kim = await travel('2026-12-01T09:00:00+09:00', story.kim);
    const confirmed = await confirm(owner, { month: '2026-11', teacherId: story.kim.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...story, confirmed };
  }

  it('sets a rule from a day on, audited, and reads it back', async () => {
    const kim = await newTeacher();
    const saved = await setRule(owner, kim.id, {
      kind: '건당',
      amount: 30_000,
      withholding: true,
      from: '2026-09-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      teacherId: kim.id,
      lockedThrough: null,
      rules: [
        {
          kind: '건당',
          amount: 30_000,
          share: null,
          statuses: ['출석', '지각', '당일취소'],
          withholding: true,
          from: '2026-09-01',
          createdBy: owner.id,
        },
      ],
    });
    const read = await call(t.app, kim, 'GET', `/api/payroll/rules/${kim.id}`);
    expect(read.json().rules).toHaveLength(1);
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    // Newest first; the others' entries (other teachers, other days) left aside.
    const own = audit.items.filter((item: { target: string }) => item.target === kim.id);
    expect(own[0]).toMatchObject({
      action: 'payroll.rule',
      target: kim.id,
      detail: { from: '2026-09-01', after: { kind: '건당', amount: 30_000, withholding: true } },
    });
  });

  it('works out an open month: counted statuses pay, the others show at 0, 3.3 % withheld', async () => {
    const { kim, lessonIds } = await octoberTeacher();
    const response = await statement(owner, '2026-10', kim.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(amounts(body)).toEqual([
      ['2026-10-02', '출석', 30_000],
      ['2026-10-03', '사전취소', 0],
      ['2026-10-05', '지각', 30_000],
    ]);
    expect(body.lines[0]).toEqual({
      lessonId: lessonIds.oct2,
      date: '2026-10-02',
      student: '민지',
      status: '출석',
      basis: '건당 30,000원',
      amount: 30_000,
    });
    expect(body.lines[1].basis).toBe('사전취소: 정산하지 않음');
    expect(body).toMatchObject({
      month: '2026-10',
      total: 60_000,
      incomeTax: 1_800,
      localTax: 180,
      withholding: 1_980,
      net: 58_020,
      confirmed: null,
      adjustments: [],
    });
    // A teacher reads their own without naming themself.
    expect((await statement(kim, '2026-10')).json().total).toBe(60_000);
  });

  it("keeps each teacher to their own pay: another's statement, rules and CSV are 403", async () => {
    const kim = await newTeacher();
    const lee = await signIn(t.app, 'teacher');
    for (const url of [
      `/api/payroll?month=2026-10&teacherId=${kim.id}`,
      `/api/payroll/rules/${kim.id}`,
      `/api/payroll/2026-10/${kim.id}.csv`,
    ]) {
      const refused = await call(t.app, lee, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('auth.other_teacher');
    }
    const own = (await statement(lee, '2026-10')).json();
    expect(own).toMatchObject({ teacherId: lee.id, lines: [], total: 0, net: 0 });
    expect(
      (await setRule(kim, kim.id, { kind: '건당', amount: 1, withholding: false, from: '2026-09-01' }))
        .statusCode,
    ).toBe(403);
    expect((await confirm(kim, { month: '2026-09', teacherId: kim.id })).statusCode).toBe(403);
    expect((await statement(null as unknown as SignedIn, '2026-10')).statusCode).toBe(401);
  });

  it('refuses bad rules and months with a Korean message', async () => {
    const { kim } = await octoberTeacher();
    const cases: [object, string, string][] = [
      [
        { kind: '월급', amount: 1, withholding: true, from: '2026-09-01' },
        'payroll.kind_invalid',
        '정산 방식은 건당, 시간당, 비율 중에서 골라 주세요.',
      ],
      [
        { kind: '건당', withholding: true, from: '2026-09-01' },
        'payroll.amount_required',
        '건당·시간당 정산은 금액을 입력해 주세요.',
      ],
      [
        { kind: '비율', amount: 5, withholding: true, from: '2026-09-01' },
        'payroll.share_required',
        '비율 정산은 선생님 몫의 비율(%)을 입력해 주세요.',
      ],
      [
        { kind: '비율', share: 101, withholding: true, from: '2026-09-01' },
        'payroll.share_invalid',
        '비율은 1부터 100까지의 정수(%)로 입력해 주세요.',
      ],
      [
        { kind: '건당', amount: -1, withholding: true, from: '2026-09-01' },
        'payroll.amount_invalid',
        '금액은 0원부터 10,000,000원까지 원 단위로 입력해 주세요.',
      ],
      [
        { kind: '건당', amount: 1.5, withholding: true, from: '2026-09-01' },
        'payroll.amount_invalid',
        '금액은 0원부터 10,000,000원까지 원 단위로 입력해 주세요.',
      ],
      [
        { kind: '건당', amount: 1, withholding: true, from: '2026-02-30' },
        'payroll.from_invalid',
        '적용 시작일을 2026-03-01 처럼 날짜로 입력해 주세요.',
      ],
      [
        { kind: '건당', amount: 1, from: '2026-09-01' },
        'payroll.withholding_invalid',
        '3.3% 원천징수 여부를 골라 주세요.',
      ],
      [
        { kind: '건당', amount: 1, withholding: true, statuses: [], from: '2026-09-01' },
        'payroll.statuses_required',
        '정산할 레슨 상태를 하나 이상 골라 주세요.',
      ],
      [
        { kind: '건당', amount: 1, withholding: true, statuses: ['결석'], from: '2026-09-01' },
        'payroll.statuses_invalid',
        '정산할 레슨 상태는 출석, 지각, 당일취소, 사전취소, 강사사정 중에서 골라 주세요.',
      ],
    ];
    for (const [body, code, message] of cases) {
      const refused = await setRule(owner, kim.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toEqual({ code, message });
    }
    const nobody = await setRule(owner, 'nobody', {
      kind: '건당',
      amount: 1,
      withholding: true,
      from: '2026-09-01',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error).toEqual({
      code: 'payroll.teacher_not_found',
      message: '선생님을 찾을 수 없습니다.',
    });
    for (const month of ['2026-13', '2026-3', 'abc', '']) {
      const refused = await statement(owner, month, kim.id);
      expect(refused.statusCode, month).toBe(400);
      expect(refused.json().error).toEqual({
        code: 'payroll.invalid_month',
        message: '월은 2026-03 처럼 연도-월로 골라 주세요.',
      });
    }
    // Nothing was written by the refusals.
    expect((await call(t.app, owner, 'GET', `/api/payroll/rules/${kim.id}`)).json().rules).toHaveLength(1);
  });

  it('confirms only a month that has ended, once', async () => {
    const { kim } = await octoberTeacher();
    const open = await confirm(owner, { month: '2026-10', teacherId: kim.id });
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toEqual({
      code: 'payroll.month_open',
      message: '아직 끝나지 않은 달은 확정할 수 없습니다. 달이 끝난 뒤에 확정해 주세요.',
    });
    // The last second of October in Seoul is still October.
    await travel('2026-10-31T23:59:59+09:00', kim);
    expect((await confirm(owner, { month: '2026-10', teacherId: kim.id })).statusCode).toBe(409);
    await travel('2026-11-01T00:00:00+09:00', kim);
    const confirmed = await confirm(owner, { month: '2026-10', teacherId: kim.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      total: 60_000,
      net: 58_020,
      confirmed: { at: '2026-10-31T15:00:00.000Z' },
    });
    const again = await confirm(owner, { month: '2026-10', teacherId: kim.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'payroll.already_confirmed',
      message: '이 달의 정산은 이미 확정되었습니다. 정정할 내용은 다음 달 정산에 조정으로 들어갑니다.',
    });
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    // Newest first; the others' entries (other teachers, other days) left aside.
    const own = audit.items.filter((item: { target: string }) => item.target === kim.id);
    expect(own[0]).toMatchObject({
      action: 'payroll.confirm',
      target: kim.id,
      detail: {
        month: '2026-10',
        total: 60_000,
        withholding: 1_980,
        net: 58_020,
        lessons: 3,
        adjustments: 0,
      },
    });
  });

  it('never lets a rule reach into a locked month; a later rule splits the open month', async () => {
    const { kim } = await confirmedOctober();
    const locked = await setRule(owner, kim.id, {
      kind: '건당',
      amount: 99_000,
      withholding: true,
      from: '2026-10-15',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('payroll.from_locked');
    expect(
      (await setRule(owner, kim.id, { kind: '건당', amount: 40_000, withholding: true, from: '2026-11-16' }))
        .statusCode,
    ).toBe(200);
    await record(kim, '민지', '2026-11-01');
    expect((await statement(owner, '2026-10', kim.id)).json().total).toBe(60_000);
    // The lesson of 1 November is paid under the rule of September, the later one not yet.
    expect(amounts((await statement(owner, '2026-11', kim.id)).json())).toEqual([
      ['2026-11-01', '출석', 30_000],
    ]);
  });

  it('shows corrections, deletions and new records of a locked month as adjustments on the next open month', async () => {
    const { kim, lessonIds, added } = await adjustedNovember();

    const october = (await statement(owner, '2026-10', kim.id)).json();
    expect(amounts(october)).toEqual([
      ['2026-10-02', '출석', 30_000],
      ['2026-10-03', '사전취소', 0],
      ['2026-10-05', '지각', 30_000],
    ]);
    expect(october).toMatchObject({ total: 60_000, adjustments: [] });

    const november = (await statement(owner, '2026-11', kim.id)).json();
    expect(amounts(november)).toEqual([
      ['2026-11-01', '출석', 30_000],
      ['2026-11-17', '출석', 40_000],
    ]);
    expect(november.adjustments).toEqual([
      {
        lessonId: lessonIds.oct2,
        date: '2026-10-02',
        student: '민지',
        status: '사전취소',
        basis: '2026-10 확정 후 출석 → 사전취소',
        amount: -30_000,
        month: '2026-10',
      },
      expect.objectContaining({ lessonId: lessonIds.oct3, status: '당일취소', amount: 30_000 }),
      expect.objectContaining({ lessonId: lessonIds.oct5, status: '삭제', amount: -30_000 }),
      expect.objectContaining({
        lessonId: added,
        status: '출석',
        amount: 30_000,
        basis: '2026-10 확정 후 추가된 기록 (건당 30,000원)',
      }),
    ]);
    // 70,000 + (−30,000 + 30,000 − 30,000 + 30,000) = 70,000; 3 % = 2,100, 10 % of it = 210.
    expect(november).toMatchObject({ total: 70_000, incomeTax: 2_100, localTax: 210, net: 67_690 });
  });

  it('settles adjustments once: after the next month is confirmed they do not come again', async () => {
    const { kim, lessonIds, confirmed } = await confirmedNovember();
    expect(confirmed.json().adjustments).toHaveLength(4);
    expect((await statement(owner, '2026-12', kim.id)).json()).toMatchObject({
      lines: [],
      adjustments: [],
      total: 0,
    });
    // Put right again: only the difference since the last settlement.
    expect((await api.correct(t.app, kim, lessonIds.oct2, { status: '출석' })).statusCode).toBe(200);
    const december = (await statement(owner, '2026-12', kim.id)).json();
    expect(december.adjustments).toEqual([
      expect.objectContaining({
        lessonId: lessonIds.oct2,
        amount: 30_000,
        basis: '2026-10 확정 후 사전취소 → 출석',
      }),
    ]);
    expect((await statement(owner, '2026-11', kim.id)).json().adjustments).toHaveLength(4);
  });

  it('pays 비율 from the package that covered each lesson, first in first out, or the fee', async () => {
    const lee = await travel('2026-11-10T10:00:00+09:00', await newTeacher());
    expect((await api.add(t.app, lee, { name: '서준', fee: { pay: 240_000, lesson: 4 } })).statusCode).toBe(
      201,
    );
    expect(
      (await api.charge(t.app, lee, '서준', { pay: 250_000, lesson: 2, method: '카드' })).statusCode,
    ).toBe(200);
    expect(
      (await api.charge(t.app, lee, '서준', { pay: 300_000, lesson: 2, method: '카드' })).statusCode,
    ).toBe(200);
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) {
      await record(lee, '서준', day);
    }
    expect(
      (await setRule(owner, lee.id, { kind: '비율', share: 50, withholding: false, from: '2026-11-01' }))
        .statusCode,
    ).toBe(200);
    const body = (await statement(lee, '2026-11')).json();
    expect(body.lines.map((line: { basis: string; amount: number }) => [line.basis, line.amount])).toEqual([
      ['수강권 회당 125,000원 × 50%', 62_500],
      ['수강권 회당 125,000원 × 50%', 62_500],
      ['수강권 회당 150,000원 × 50%', 75_000],
      ['수강권 회당 150,000원 × 50%', 75_000],
      ['수강료 회당 60,000원 × 50%', 30_000],
    ]);
    expect(body).toMatchObject({ total: 305_000, withholding: 0, net: 305_000 });
  });

  it('lists the teachers to pay for the owner only, with the last month each has locked', async () => {
    const { kim } = await confirmedNovember();
    const lee = await signIn(t.app, 'teacher');
    const listed = await call(t.app, owner, 'GET', '/api/payroll/teachers');
    expect(listed.statusCode).toBe(200);
    const teachers = listed.json().teachers as { id: string; role: string; lockedThrough: string | null }[];
    expect(teachers.find((teacher) => teacher.id === kim.id)).toMatchObject({
      role: 'teacher',
      lockedThrough: '2026-11',
    });
    expect(teachers.find((teacher) => teacher.id === lee.id)).toMatchObject({ lockedThrough: null });
    expect(teachers.at(-1)).toMatchObject({ id: owner.id, role: 'owner' });
    expect((await call(t.app, lee, 'GET', '/api/payroll/teachers')).statusCode).toBe(403);
  });

  it('gives the month as CSV with a byte-order mark, by path or by format=csv', async () => {
    const { kim } = await confirmedOctober();
    const byPath = await call(t.app, owner, 'GET', `/api/payroll/2026-10/${kim.id}.csv`);
    expect(byPath.statusCode).toBe(200);
    expect(byPath.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byPath.body.startsWith('\uFEFF구분,날짜,학생,상태,계산 근거,금액\r\n')).toBe(true);
    expect(byPath.body).toContain('레슨,2026-10-02,민지,출석,"건당 30,000원",30000\r\n');
    expect(byPath.body).toContain('합계,,,,실지급액,58020\r\n');
    const byFormat = await call(t.app, kim, 'GET', '/api/payroll?month=2026-10&format=csv');
    expect(byFormat.body).toBe(byPath.body);
    expect((await call(t.app, owner, 'GET', `/api/payroll/2026-10/${kim.id}.txt`)).statusCode).toBe(400);
  });
});
