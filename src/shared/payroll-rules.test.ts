import { describe, expect, it } from 'vitest';
import {
  adjustmentsFor,
  DEFAULT_PAY_STATUSES,
  describeRule,
  fifoPrices,
  foldAccounted,
  lessonLengthOf,
  lessonPay,
  monthOfDay,
  type PayLesson,
  type PayRule,
  payLines,
  ruleOn,
  ruleProblem,
  statementTotals,
  withholdingFor,
} from './payroll-rules.ts';

const perLesson = (validFrom: string, amount: number, withholding = true): PayRule => ({
  validFrom,
  kind: '건당',
  amount,
  halfAmount: null,
  share: null,
  statuses: DEFAULT_PAY_STATUSES,
  withholding,
});
const share = (validFrom: string, percent: number): PayRule => ({
  validFrom,
  kind: '비율',
  amount: null,
  halfAmount: null,
  share: percent,
  statuses: DEFAULT_PAY_STATUSES,
  withholding: true,
});
const lesson = (day: string, status: PayLesson['status'] = '출석', lessonId = 1): PayLesson => ({
  lessonId,
  day,
  student: '김민지',
  status,
  price: { price: 62_500, source: '수강권' },
  length: 'hour',
});
const halfHour = (day: string, status: PayLesson['status'] = '출석', lessonId = 1): PayLesson => ({
  ...lesson(day, status, lessonId),
  length: 'half',
});

describe('the rule in force on a day', () => {
  const rules = [
    perLesson('2026-03-15', 40_000),
    perLesson('2026-01-01', 30_000),
    perLesson('2026-05-01', 50_000),
  ];

  it('is the latest rule started on or before the day, whatever the order given', () => {
    expect(ruleOn(rules, '2026-03-14')?.amount).toBe(30_000);
    expect(ruleOn(rules, '2026-03-15')?.amount).toBe(40_000);
    expect(ruleOn(rules, '2026-04-30')?.amount).toBe(40_000);
    expect(ruleOn(rules, '2026-05-01')?.amount).toBe(50_000);
    expect(ruleOn([perLesson('2026-05-01', 1), perLesson('2026-03-15', 2)], '2026-06-01')?.amount).toBe(1);
  });

  it('is none before the first rule', () => {
    expect(ruleOn(rules, '2025-12-31')).toBeNull();
    expect(ruleOn([], '2026-03-01')).toBeNull();
  });
});

describe('what a lesson earns', () => {
  it('건당: the amount for each counted status', () => {
    const rule = perLesson('2026-01-01', 30_000);
    for (const status of ['출석', '지각', '당일취소'] as const) {
      expect(lessonPay(rule, lesson('2026-03-02', status))).toEqual({
        amount: 30_000,
        basis: '건당 30,000원',
        withheld: true,
      });
    }
  });

  it('pays nothing for a status the rule leaves out, and says so', () => {
    const rule = perLesson('2026-01-01', 30_000, false);
    expect(lessonPay(rule, lesson('2026-03-02', '사전취소'))).toEqual({
      amount: 0,
      basis: '사전취소: 정산하지 않음',
      withheld: false,
    });
    expect(lessonPay(rule, lesson('2026-03-02', '강사사정')).amount).toBe(0);
    const withNoShows = { ...rule, statuses: ['출석', '지각'] as const };
    expect(lessonPay(withNoShows, lesson('2026-03-02', '당일취소')).amount).toBe(0);
  });

  it('pays nothing without a rule', () => {
    expect(lessonPay(null, lesson('2026-03-02'))).toEqual({
      amount: 0,
      basis: '정산 규칙 없음',
      withheld: false,
    });
  });

  it('시간당: one hour a lesson', () => {
    const rule: PayRule = { ...perLesson('2026-01-01', 45_000), kind: '시간당' };
    expect(lessonPay(rule, lesson('2026-03-02'))).toEqual({
      amount: 45_000,
      basis: '시간당 45,000원 × 1시간',
      withheld: true,
    });
  });

  it('건당 with a 30-minute amount: a 1부 or 2부 earns it, an hour the full amount', () => {
    const rule: PayRule = { ...perLesson('2026-01-01', 30_000), halfAmount: 18_000 };
    expect(lessonPay(rule, halfHour('2026-03-02'))).toEqual({
      amount: 18_000,
      basis: '건당 30분 18,000원',
      withheld: true,
    });
    expect(lessonPay(rule, lesson('2026-03-02')).amount).toBe(30_000);
    // Without one, a half-hour lesson earns the lesson's amount; a status left out, nothing.
    expect(lessonPay(perLesson('2026-01-01', 30_000), halfHour('2026-03-02')).amount).toBe(30_000);
    expect(lessonPay(rule, halfHour('2026-03-02', '사전취소')).amount).toBe(0);
    expect(lessonPay({ ...rule, halfAmount: 0 }, halfHour('2026-03-02')).amount).toBe(0);
  });

  it('시간당: half the hour for a 30-minute lesson, rounded half up to whole won', () => {
    const rule: PayRule = { ...perLesson('2026-01-01', 45_001), kind: '시간당' };
    expect(lessonPay(rule, halfHour('2026-03-02'))).toEqual({
      amount: 22_501,
      basis: '시간당 45,001원 × 30분',
      withheld: true,
    });
    expect(lessonPay({ ...rule, amount: 40_000 }, halfHour('2026-03-02')).amount).toBe(20_000);
  });

  it('비율: a 30-minute lesson earns its share of the price as any lesson does', () => {
    expect(lessonPay(share('2026-01-01', 50), halfHour('2026-03-02')).amount).toBe(31_250);
  });

  it('takes a 1부 and a 2부 as 30 minutes, a 1시간 and an unknown lesson as an hour', () => {
    expect([lessonLengthOf('1부'), lessonLengthOf('2부')]).toEqual(['half', 'half']);
    expect([lessonLengthOf('1시간'), lessonLengthOf(null), lessonLengthOf(undefined)]).toEqual([
      'hour',
      'hour',
      'hour',
    ]);
  });

  it('비율: the share of the price per lesson, rounded to whole won', () => {
    expect(lessonPay(share('2026-01-01', 50), lesson('2026-03-02'))).toEqual({
      amount: 31_250,
      basis: '수강권 회당 62,500원 × 50%',
      withheld: true,
    });
    const third = { ...lesson('2026-03-02'), price: { price: 250_000 / 3, source: '수강료' as const } };
    // 83,333.33… × 45 % = 37,500 exactly; × 55 % = 45,833.33… → 45,833
    expect(lessonPay(share('2026-01-01', 45), third).amount).toBe(37_500);
    expect(lessonPay(share('2026-01-01', 55), third)).toEqual({
      amount: 45_833,
      basis: '수강료 회당 83,333원 × 55%',
      withheld: true,
    });
    // Half a won rounds up.
    const odd = { ...lesson('2026-03-02'), price: { price: 1_001, source: '수강권' as const } };
    expect(lessonPay(share('2026-01-01', 50), odd).amount).toBe(501);
  });

  it('비율 without a known price pays nothing and says why', () => {
    const unpriced = { ...lesson('2026-03-02'), price: null };
    expect(lessonPay({ ...share('2026-01-01', 40), withholding: false }, unpriced)).toEqual({
      amount: 0,
      basis: '비율 40%: 수강권·수강료 없음',
      withheld: false,
    });
  });

  it('a rule missing its number pays 0 rather than failing', () => {
    const broken: PayRule = { ...perLesson('2026-01-01', 0), amount: null };
    expect(lessonPay(broken, lesson('2026-03-02')).amount).toBe(0);
    expect(lessonPay({ ...broken, kind: '시간당' }, lesson('2026-03-02')).amount).toBe(0);
    expect(lessonPay({ ...share('2026-01-01', 1), share: null }, lesson('2026-03-02'))).toMatchObject({
      amount: 0,
      basis: '수강권 회당 62,500원 × 0%',
    });
    expect(describeRule({ kind: '비율', amount: null, share: null, halfAmount: null })).toBe('비율 0%');
    expect(describeRule({ kind: '건당', amount: null, share: null, halfAmount: null })).toBe('건당 0원');
  });
});

describe('a month of lines', () => {
  it('splits at a rule change inside the month', () => {
    const rules = [perLesson('2026-01-01', 30_000), perLesson('2026-03-16', 35_000)];
    const lines = payLines(rules, [
      lesson('2026-03-01', '출석', 1),
      lesson('2026-03-15', '지각', 2),
      lesson('2026-03-16', '출석', 3),
      lesson('2026-03-31', '사전취소', 4),
    ]);
    expect(lines.map((line) => [line.lessonId, line.date, line.amount])).toEqual([
      [1, '2026-03-01', 30_000],
      [2, '2026-03-15', 30_000],
      [3, '2026-03-16', 35_000],
      [4, '2026-03-31', 0],
    ]);
    expect(lines[0]).toEqual({
      lessonId: 1,
      date: '2026-03-01',
      student: '김민지',
      status: '출석',
      basis: '건당 30,000원',
      amount: 30_000,
      withheld: true,
    });
    expect(statementTotals(lines).total).toBe(95_000);
  });

  it('pays a month’s half-hour lessons at the amount of the rule of their day, across a change', () => {
    const rules = [
      perLesson('2026-01-01', 30_000),
      { ...perLesson('2026-03-16', 32_000), halfAmount: 20_000 },
      { ...perLesson('2026-04-01', 45_000), kind: '시간당' as const },
    ];
    const lines = payLines(rules, [
      halfHour('2026-03-15', '출석', 1),
      halfHour('2026-03-16', '출석', 2),
      lesson('2026-03-31', '출석', 3),
      halfHour('2026-04-01', '지각', 4),
    ]);
    expect(lines.map((line) => [line.lessonId, line.amount, line.basis])).toEqual([
      [1, 30_000, '건당 30,000원'],
      [2, 20_000, '건당 30분 20,000원'],
      [3, 32_000, '건당 32,000원'],
      [4, 22_500, '시간당 45,000원 × 30분'],
    ]);
  });

  it('pays lessons before the first rule nothing: a rule started mid-month covers only its part', () => {
    const lines = payLines([perLesson('2026-03-10', 30_000)], [lesson('2026-03-09'), lesson('2026-03-10')]);
    expect(lines.map((line) => line.amount)).toEqual([0, 30_000]);
  });
});

describe('withholding 3.3 % (사업소득)', () => {
  it('takes 3 % income tax and 10 % of it as local tax, each cut down to 10 won', () => {
    expect(withholdingFor(1_000_000)).toEqual({ incomeTax: 30_000, localTax: 3_000, total: 33_000 });
    // 3 % of 1,234,567 = 37,037.01 → 37,030; 10 % of that = 3,703 → 3,700
    expect(withholdingFor(1_234_567)).toEqual({ incomeTax: 37_030, localTax: 3_700, total: 40_730 });
    // 3 % of 33,339 = 1,000.17 → 1,000: withheld; local 100
    expect(withholdingFor(33_339)).toEqual({ incomeTax: 1_000, localTax: 100, total: 1_100 });
    expect(withholdingFor(36_999)).toEqual({ incomeTax: 1_100, localTax: 110, total: 1_210 });
  });

  it('withholds nothing when the income tax is under 1,000원 (소액부징수) or the base is not positive', () => {
    expect(withholdingFor(33_333)).toEqual({ incomeTax: 0, localTax: 0, total: 0 });
    expect(withholdingFor(33_000)).toEqual({ incomeTax: 0, localTax: 0, total: 0 });
    expect(withholdingFor(0).total).toBe(0);
    expect(withholdingFor(-500_000).total).toBe(0);
  });

  it('taxes only lines under a withholding rule; the net is the total less it', () => {
    expect(
      statementTotals([
        { amount: 600_000, withheld: true },
        { amount: 400_000, withheld: false },
        { amount: 400_000, withheld: true },
        { amount: -30_000, withheld: true },
      ]),
    ).toEqual({
      total: 1_370_000,
      withholding: { incomeTax: 29_100, localTax: 2_910, total: 32_010 },
      net: 1_337_990,
    });
    expect(statementTotals([])).toEqual({
      total: 0,
      withholding: { incomeTax: 0, localTax: 0, total: 0 },
      net: 0,
    });
  });
});

describe('prices first in, first out', () => {
  it('gives each charged lesson its package price in the order the packages were paid', () => {
    const prices = fifoPrices(
      6,
      0,
      [
        { lessons: 4, price: 62_500 },
        { lessons: 2, price: 70_000 },
      ],
      null,
    );
    expect(prices.map((price) => price?.price)).toEqual([62_500, 62_500, 62_500, 62_500, 70_000, 70_000]);
    expect(prices[0]).toEqual({ price: 62_500, source: '수강권' });
  });

  it('prices opening lessons and lessons beyond every package at the fee, or not at all', () => {
    const fee = 60_000;
    expect(fifoPrices(5, 2, [{ lessons: 2, price: 62_500 }], fee)).toEqual([
      { price: 60_000, source: '수강료' },
      { price: 60_000, source: '수강료' },
      { price: 62_500, source: '수강권' },
      { price: 62_500, source: '수강권' },
      { price: 60_000, source: '수강료' },
    ]);
    expect(fifoPrices(2, 0, [], null)).toEqual([null, null]);
    expect(fifoPrices(1, 3, [{ lessons: 2, price: 1 }], null)).toEqual([null]);
    expect(fifoPrices(0, 0, [{ lessons: 2, price: 1 }], fee)).toEqual([]);
    expect(fifoPrices(1, 0, [{ lessons: 0, price: 1 }], fee)).toEqual([{ price: 60_000, source: '수강료' }]);
  });
});

describe('adjustments for locked months', () => {
  const line = (lessonId: number, status: PayLesson['status'], amount: number, deleted = false) => ({
    lessonId,
    date: '2026-09-10',
    student: '김민지',
    status,
    basis: '건당 30,000원',
    amount,
    withheld: true,
    deleted,
  });

  it('gives the difference for a changed status, a deleted record and a record added later', () => {
    const accounted = foldAccounted([
      { lessonId: 1, status: '출석', amount: 30_000 },
      { lessonId: 2, status: '출석', amount: 30_000 },
      { lessonId: 3, status: '출석', amount: 30_000 },
      { lessonId: 5, status: '사전취소', amount: 0 },
    ]);
    const lines = adjustmentsFor(accounted, [
      line(1, '출석', 30_000),
      line(2, '사전취소', 0),
      line(3, '출석', 30_000, true),
      line(4, '지각', 30_000),
      line(5, '출석', 30_000),
    ]);
    expect(lines).toEqual([
      {
        lessonId: 2,
        date: '2026-09-10',
        student: '김민지',
        status: '사전취소',
        basis: '2026-09 확정 후 출석 → 사전취소',
        amount: -30_000,
        withheld: true,
        month: '2026-09',
      },
      expect.objectContaining({
        lessonId: 3,
        status: '삭제',
        amount: -30_000,
        basis: '2026-09 확정 후 출석 → 삭제',
      }),
      expect.objectContaining({
        lessonId: 4,
        status: '지각',
        amount: 30_000,
        basis: '2026-09 확정 후 추가된 기록 (건당 30,000원)',
      }),
      expect.objectContaining({ lessonId: 5, amount: 30_000, basis: '2026-09 확정 후 사전취소 → 출석' }),
    ]);
  });

  it('gives nothing for an unchanged record, even when its price moved, nor for a change worth 0', () => {
    const accounted = foldAccounted([
      { lessonId: 1, status: '출석', amount: 30_000 },
      { lessonId: 2, status: '출석', amount: 30_000 },
      { lessonId: 3, status: '삭제', amount: 0 },
    ]);
    expect(
      adjustmentsFor(accounted, [
        line(1, '출석', 31_000),
        line(2, '지각', 30_000),
        line(3, '출석', 30_000, true),
        line(6, '사전취소', 0),
        line(7, '출석', 30_000, true),
      ]),
    ).toEqual([]);
  });

  it('folds a lesson paid, then adjusted: amounts add up and the latest status stands', () => {
    const accounted = foldAccounted([
      { lessonId: 1, status: '출석', amount: 30_000 },
      { lessonId: 1, status: '사전취소', amount: -30_000 },
      { lessonId: 2, status: '지각', amount: 25_000 },
    ]);
    expect(accounted.get(1)).toEqual({ status: '사전취소', amount: 0 });
    expect(accounted.get(2)).toEqual({ status: '지각', amount: 25_000 });
    expect(adjustmentsFor(accounted, [line(1, '출석', 30_000)])).toEqual([
      expect.objectContaining({ amount: 30_000, basis: '2026-09 확정 후 사전취소 → 출석' }),
    ]);
  });
});

describe('small helpers', () => {
  it('formats, describes and checks', () => {
    expect(describeRule({ kind: '시간당', amount: 40_000, share: null, halfAmount: null })).toBe(
      '시간당 40,000원',
    );
    expect(describeRule({ kind: '건당', amount: 30_000, share: null, halfAmount: 18_000 })).toBe(
      '건당 30,000원 (30분 18,000원)',
    );
    expect(describeRule({ kind: '비율', amount: null, share: 50, halfAmount: null })).toBe('비율 50%');
    expect(monthOfDay('2026-03-31')).toBe('2026-03');
    const base = { amount: null, share: null, halfAmount: null, statuses: DEFAULT_PAY_STATUSES };
    expect(ruleProblem({ ...base, kind: '건당' })).toBe('payroll.amount_required');
    expect(ruleProblem({ ...base, kind: '시간당', amount: 1 })).toBeNull();
    expect(ruleProblem({ ...base, kind: '비율' })).toBe('payroll.share_required');
    expect(ruleProblem({ ...base, kind: '비율', share: 50 })).toBeNull();
    expect(ruleProblem({ ...base, kind: '건당', amount: 1, statuses: [] })).toBe('payroll.statuses_required');
    expect(ruleProblem({ ...base, kind: '건당', amount: 1, halfAmount: 0 })).toBeNull();
    expect(ruleProblem({ ...base, kind: '시간당', amount: 1, halfAmount: 1 })).toBe(
      'payroll.half_amount_kind',
    );
    expect(ruleProblem({ ...base, kind: '비율', share: 50, halfAmount: 1 })).toBe('payroll.half_amount_kind');
  });
});
