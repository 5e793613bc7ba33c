/**
 * Lessons owed (미수, DESIGN §4): a charged lesson at 0 remaining is recorded, down to −N where N
 * is the studio's owed limit (수업 규칙, default 2; 0 keeps the old refusal); the next payment
 * covers them first; the statistics count them apart from prepaid lessons.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../testing/parse-csv.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import {
  api,
  call,
  ledgerMismatches,
  newStudent,
  paid,
  recorded,
  studioForEachTest,
  teacherWithStudent,
  underOwedLimit,
} from '../../testing/students.ts';
import { withTestApp } from '../../testing/test-app.ts';

const NOW = '2026-11-21T01:00:00Z';

/** 민지 of `kim`, paid for one lesson, then 출석, 당일취소 and 지각 (2 owed) and 강사사정 recorded. */
async function minjiOwingTwo(app: FastifyInstance, kim: SignedIn): Promise<void> {
  await newStudent(app, kim, { name: '민지', lesson: 1 });
  for (const status of ['출석', '당일취소', '지각', '강사사정']) await recorded(app, kim, '민지', { status });
}

describe('lessons owed', () => {
  const studio = studioForEachTest(NOW);

  it('publishes the owed limit as the 수업 규칙 section: 2 at first, 0–10 by the owner', async () => {
    // A section's first version shows only on a fresh install: this test has its own.
    await withTestApp(
      async ({ app }) => {
        const owner = await signIn(app, 'owner');
        const kim = await signIn(app, 'teacher');
        const first = await app.inject({ url: '/api/site/lessons' });
        const defaults = {
          owedLimit: 2,
          noticeHours: 48,
          creditDays: 30,
          monthlyCap: 1,
          packageDays: 0,
          familyBooking: false,
        };
        expect(first.json()).toEqual({ version: 1, lessons: defaults });
        const site = (await app.inject({ url: '/api/site' })).json();
        expect(site.lessons).toEqual(defaults);
        const bad = await call(app, owner, 'PUT', '/api/site/lessons', {
          version: 1,
          lessons: { ...defaults, owedLimit: 11 },
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error).toEqual({
          code: 'lessons.owed_limit_invalid',
          message: '미수로 둘 수 있는 레슨 수는 0회에서 10회 사이의 정수로 입력해 주세요.',
        });
        const byTeacher = await call(app, kim, 'PUT', '/api/site/lessons', {
          version: 1,
          lessons: { ...defaults, owedLimit: 3 },
        });
        expect(byTeacher.statusCode).toBe(403);
        const history = (await call(app, owner, 'GET', '/api/site/lessons/history')).json();
        expect(history.items[0]).toMatchObject({ version: 1, lessons: { owedLimit: 2 } });
      },
      { now: NOW },
    );
  });

  it('records charged lessons at 0 down to −2, says so, and then leads to the payment', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWithStudent(t.app, { name: '민지', lesson: 1 });
    const balances: number[] = [];
    const messages: string[] = [];
    for (const status of ['출석', '당일취소', '지각']) {
      const response = await api.lesson(t.app, kim, '민지', { status });
      expect(response.statusCode).toBe(200);
      balances.push(response.json().student.lesson);
      messages.push(response.json().message);
    }
    expect(balances).toEqual([0, -1, -2]);
    expect(messages.slice(1)).toEqual([
      '민지님 당일취소로 기록했습니다. 규정에 따라 1회 차감했습니다. 미수 1회 (다음 결제에서 먼저 정산됩니다).',
      '민지님 지각으로 기록했습니다. 1회 차감했습니다. 미수 2회 (다음 결제에서 먼저 정산됩니다).',
    ]);
    const refused = await api.lesson(t.app, kim, '민지');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'students.owed_limit_reached',
      message: '미수 레슨이 2회에 이르러 더 기록할 수 없습니다. 결제를 먼저 등록해 주세요.',
    });
    // An uncharged status takes nothing, so it is recorded at the limit too.
    expect((await api.lesson(t.app, kim, '민지', { status: '강사사정' })).statusCode).toBe(200);
    expect((await api.detail(t.app, kim, '민지')).json().lesson).toBe(-2);
  });

  it('covers what is owed with the next payment first: 4 paid with 2 owed leave 2, and says so', async () => {
    const { t } = studio;
    const kim = await signIn(t.app, 'teacher');
    await minjiOwingTwo(t.app, kim);
    const response = await api.charge(t.app, kim, '민지', { pay: 200_000, lesson: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: '민지님 200,000원 4회 결제되었습니다. 미수 2회를 먼저 채웠습니다. 남은 레슨 2회.',
      student: { lesson: 2 },
      payment: { lesson: 4, coversOwed: 2 },
    });
    const [listed] = (await api.payments(t.app, kim, '민지')).json();
    expect(listed.coversOwed).toBe(2);
    expect((await api.receipt(t.app, kim, listed.id)).json().payment.coversOwed).toBe(2);
    // A payment with nothing owed covers nothing and says nothing of it.
    const plain = await api.charge(t.app, kim, '민지', { pay: 50_000, lesson: 1 });
    expect(plain.json().message).toBe('민지님 50,000원 1회 결제되었습니다.');
    expect(plain.json().payment.coversOwed).toBe(0);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('counts owed lessons apart from prepaid ones, and marks them in the CSV', async () => {
    const { t } = studio;
    const kim = await signIn(t.app, 'teacher');
    await minjiOwingTwo(t.app, kim);
    await paid(t.app, kim, '민지', { pay: 200_000, lesson: 4 });
    await paid(t.app, kim, '민지', { pay: 50_000, lesson: 1 });
    await newStudent(t.app, kim, { name: '서연', lesson: 3 });
    await newStudent(t.app, kim, { name: '하늘' });
    await recorded(t.app, kim, '하늘');
    const stats = (await call(t.app, kim, 'GET', '/api/stats?month=2026-11')).json();
    // 민지 3 and 서연 3 prepaid; 하늘 owes 1, not netted against them.
    expect(stats).toMatchObject({ unusedLessons: 6, owedLessons: 1, owedStudents: 1 });
    const lessons = parseCsv(
      (await call(t.app, kim, 'GET', '/api/stats/export?month=2026-11&kind=lessons')).body,
    );
    expect(lessons[0]).toEqual(['날짜', '학생', '상태', '미수', '선생님']);
    expect(lessons.slice(1).map((row) => [row[1], row[2], row[3]])).toEqual([
      ['민지', '출석', ''],
      ['민지', '당일취소', '미수'],
      ['민지', '지각', '미수'],
      ['민지', '강사사정', ''],
      ['하늘', '출석', '미수'],
    ]);
    const payments = parseCsv(
      (await call(t.app, kim, 'GET', '/api/stats/export?month=2026-11&kind=payments')).body,
    );
    expect(payments.slice(1).map((row) => [row[1], row[4], row[5]])).toEqual([
      ['민지', '4', '2'],
      ['민지', '1', '0'],
    ]);
  });

  it('keeps the first refusal when the studio allows nothing owed, and still takes a payment below a lowered limit', async () => {
    const { t, owner } = studio;
    const { teacher: kim } = await teacherWithStudent(t.app, { name: '하늘' });
    await recorded(t.app, kim, '하늘');
    await underOwedLimit(t.app, owner, 0, async () => {
      const refused = await api.lesson(t.app, kim, '하늘');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'students.no_lessons_left',
        message: '남은 레슨이 없습니다. 결제를 먼저 등록해 주세요.',
      });
      const payment = await api.charge(t.app, kim, '하늘', { pay: 10_000, lesson: 1 });
      expect(payment.statusCode).toBe(200);
      expect(payment.json().student.lesson).toBe(0);
    });
  });

  it('tells a huge amount it is too large, and a small one the old rule', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWithStudent(t.app, { name: '서연', lesson: 3 });
    for (const pay of ['100000001', '1e15', '9007199254740993', '1e400', '99999999999999999999999']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/member/charge/${encodeURIComponent('서연')}`,
        headers: { cookie: kim.cookie, 'content-type': 'application/json' },
        payload: `{"pay":${pay},"lesson":1}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'students.pay_too_large',
        message: '금액이 너무 큽니다. 100,000,000원까지 입력할 수 있습니다.',
      });
    }
    for (const pay of [0, -5, 1.5]) {
      const response = await api.charge(t.app, kim, '서연', { pay, lesson: 1 });
      expect(response.json().error.code).toBe('students.pay_invalid');
    }
    expect((await api.detail(t.app, kim, '서연')).json().lesson).toBe(3);
    expect((await api.charge(t.app, kim, '서연', { pay: 100_000_000, lesson: 1 })).statusCode).toBe(200);
  });
});
