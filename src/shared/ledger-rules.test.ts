import { describe, expect, it } from 'vitest';
import { canVoidPayment, chargeFloor, owedLessons, paymentCover, statusChangeDelta } from './ledger-rules.ts';
import { LESSON_STATUSES, type LessonStatus } from './student-rules.ts';

describe('a status correction', () => {
  // from, to → change of the balance
  const table: [LessonStatus, LessonStatus, number][] = [
    ['출석', '사전취소', 1],
    ['출석', '강사사정', 1],
    ['당일취소', '사전취소', 1],
    ['사전취소', '출석', -1],
    ['강사사정', '당일취소', -1],
    ['출석', '지각', 0],
    ['지각', '당일취소', 0],
    ['사전취소', '강사사정', 0],
  ];
  it.each(table)('%s → %s changes the balance by %i', (from, to, delta) => {
    expect(statusChangeDelta(from, to)).toBe(delta);
  });

  it('changes nothing when the status stays, and a flip and its flip back cancel out', () => {
    for (const from of LESSON_STATUSES) {
      expect(statusChangeDelta(from, from)).toBe(0);
      for (const to of LESSON_STATUSES) {
        expect(statusChangeDelta(from, to) + statusChangeDelta(to, from)).toBe(0);
      }
    }
  });
});

describe('the owed limit', () => {
  it('puts the floor of a charge at minus the limit, and 0 when nothing may be owed', () => {
    expect(chargeFloor(2)).toBe(-2);
    expect(chargeFloor(0)).toBe(0);
    expect(chargeFloor(10)).toBe(-10);
  });

  it('counts as owed only what lies below 0', () => {
    expect([owedLessons(3), owedLessons(0), owedLessons(-2)]).toEqual([0, 0, 2]);
  });
});

describe('a payment covers what is owed first', () => {
  it('4 lessons with 1 owed leave 3', () => {
    expect(paymentCover(-1, 4)).toEqual({ coversOwed: 1, addsPrepaid: 3, balance: 3 });
  });

  it('covers only part of a larger debt, and nothing when nothing is owed', () => {
    expect(paymentCover(-3, 2)).toEqual({ coversOwed: 2, addsPrepaid: 0, balance: -1 });
    expect(paymentCover(2, 5)).toEqual({ coversOwed: 0, addsPrepaid: 5, balance: 7 });
    expect(paymentCover(0, 1)).toEqual({ coversOwed: 0, addsPrepaid: 1, balance: 1 });
  });
});

describe('voiding a payment', () => {
  it('is allowed while every lesson it bought is still there', () => {
    expect(canVoidPayment(10, 10)).toBe(true);
    expect(canVoidPayment(12, 10)).toBe(true);
  });

  it('is refused once one is used, or when the payment covered lessons owed', () => {
    expect(canVoidPayment(9, 10)).toBe(false);
    // 4 paid with 1 owed left 3: voiding would take 4.
    expect(canVoidPayment(paymentCover(-1, 4).balance, 4)).toBe(false);
  });
});
