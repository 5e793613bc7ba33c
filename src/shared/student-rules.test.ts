import { describe, expect, it } from 'vitest';
import {
  calculateRefund,
  isCharged,
  LESSON_STATUSES,
  lessonCharge,
  needsCashReceiptReminder,
  refundBracket,
} from './student-rules.ts';

describe('the statutory refund (학원법 시행령 별표 4)', () => {
  // amount, lessons, remaining → used, bracket, refund
  const table: [number, number, number, number, string, number][] = [
    [240_000, 12, 12, 0, 'before_start', 240_000],
    [240_000, 12, 11, 1, 'before_third', 160_000],
    [240_000, 12, 9, 3, 'before_third', 160_000],
    [240_000, 12, 8, 4, 'before_half', 120_000], // exactly 1/3 used: no longer "before 1/3"
    [240_000, 12, 7, 5, 'before_half', 120_000],
    [240_000, 12, 6, 6, 'after_half', 0], // exactly 1/2 used: nothing back
    [240_000, 12, 0, 12, 'after_half', 0],
    [250_000, 4, 4, 0, 'before_start', 250_000],
    [250_000, 4, 3, 1, 'before_third', 166_666], // 4/3 lessons is 1.33, so one used is under a third
    [250_000, 4, 2, 2, 'after_half', 0],
    [100_000, 3, 2, 1, 'before_half', 50_000], // exactly 1/3
    [100_000, 1, 1, 0, 'before_start', 100_000],
    [100_000, 1, 0, 1, 'after_half', 0],
    // Lessons left from an earlier package are used first; only this package's size counts.
    [200_000, 4, 9, 0, 'before_start', 200_000],
  ];
  it.each(table)(
    '%i원 %i회, %i회 남음 → %i회 사용, %s, %i원',
    (amount, lessons, remaining, used, bracket, refund) => {
      const result = calculateRefund({ amount, lessons, remaining });
      expect(result.used).toBe(used);
      expect(result.unused).toBe(lessons - used);
      expect(result.bracket).toBe(bracket);
      expect(result.refund).toBe(refund);
    },
  );

  it('shows the working step by step', () => {
    expect(calculateRefund({ amount: 240_000, lessons: 12, remaining: 10 }).steps).toEqual([
      '결제: 240,000원, 12회',
      '사용: 2회 / 12회 (남은 10회)',
      '기준: 총 교습시간의 1/3 경과 전: 교습비의 2/3',
      '환불 금액: 240,000원 × 2/3 = 160,000원 (원 미만 버림)',
    ]);
    expect(calculateRefund({ amount: 50_000, lessons: 2, remaining: 2 }).steps.at(-1)).toBe(
      '환불 금액: 50,000원',
    );
    expect(calculateRefund({ amount: 50_000, lessons: 2, remaining: 1 }).steps.at(-1)).toBe('환불 금액: 0원');
  });

  it('puts the edges of the brackets exactly where the law does', () => {
    expect(refundBracket(0, 30)).toBe('before_start');
    expect(refundBracket(9, 30)).toBe('before_third');
    expect(refundBracket(10, 30)).toBe('before_half');
    expect(refundBracket(14, 30)).toBe('before_half');
    expect(refundBracket(15, 30)).toBe('after_half');
  });
});

describe('the ledger', () => {
  it('charges 출석, 지각 and 당일취소 one lesson, and 사전취소 and 강사사정 none', () => {
    expect(LESSON_STATUSES.map((status) => [status, isCharged(status), lessonCharge(status)])).toEqual([
      ['출석', true, -1],
      ['지각', true, -1],
      ['당일취소', true, -1],
      ['사전취소', false, 0],
      ['강사사정', false, 0],
    ]);
  });

  it('reminds of the 현금영수증 for cash of 100,000원 or more only', () => {
    expect(needsCashReceiptReminder('현금', 99_999)).toBe(false);
    expect(needsCashReceiptReminder('현금', 100_000)).toBe(true);
    expect(needsCashReceiptReminder('카드', 500_000)).toBe(false);
    expect(needsCashReceiptReminder('계좌이체', 100_000)).toBe(false);
  });
});
