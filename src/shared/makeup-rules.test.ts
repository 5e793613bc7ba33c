import { describe, expect, it } from 'vitest';
import {
  allocateRemaining,
  creditExpiry,
  creditReasonFor,
  creditState,
  DEFAULT_CREDIT_DAYS,
  DEFAULT_MONTHLY_CAP,
  DEFAULT_NOTICE_HOURS,
  DEFAULT_PACKAGE_DAYS,
  effectiveExpiry,
  fitsMonthlyCap,
  monthOfDay,
  oldestUsableCredit,
  packageState,
} from './makeup-rules.ts';

const lesson = new Date('2026-12-03T06:00:00.000Z'); // 목 15:00 KST
const hoursBefore = (hours: number) => new Date(lesson.getTime() - hours * 3_600_000);

describe('which absence earns a make-up credit', () => {
  it('has the studio’s defaults: 48 hours’ notice, 30 days, once a month, packages unlimited', () => {
    expect([DEFAULT_NOTICE_HOURS, DEFAULT_CREDIT_DAYS, DEFAULT_MONTHLY_CAP, DEFAULT_PACKAGE_DAYS]).toEqual([
      48, 30, 1, 0,
    ]);
  });

  it('grants a 사전취소 told exactly the notice time ahead, and not a millisecond later', () => {
    expect(creditReasonFor('사전취소', lesson, hoursBefore(48), 48)).toBe('사전취소');
    expect(creditReasonFor('사전취소', lesson, new Date(hoursBefore(48).getTime() + 1), 48)).toBeNull();
    expect(creditReasonFor('사전취소', lesson, hoursBefore(72), 48)).toBe('사전취소');
    expect(creditReasonFor('사전취소', lesson, hoursBefore(0), 0)).toBe('사전취소');
    expect(creditReasonFor('사전취소', lesson, new Date(lesson.getTime() + 1), 0)).toBeNull();
  });

  it('always grants a 강사사정, even told late, and never a charged status', () => {
    expect(creditReasonFor('강사사정', lesson, new Date(lesson.getTime() + 3_600_000), 48)).toBe('강사사정');
    for (const status of ['출석', '지각', '당일취소'] as const) {
      expect(creditReasonFor(status, lesson, hoursBefore(100), 48)).toBeNull();
    }
  });

  it('counts the student’s credits by the missed lesson’s month, never the teacher’s', () => {
    expect(monthOfDay('2026-12-31')).toBe('2026-12');
    expect(monthOfDay('2027-01-01')).toBe('2027-01');
    expect(fitsMonthlyCap('사전취소', 0, 1)).toBe(true);
    expect(fitsMonthlyCap('사전취소', 1, 1)).toBe(false);
    expect(fitsMonthlyCap('사전취소', 1, 2)).toBe(true);
    expect(fitsMonthlyCap('사전취소', 0, 0)).toBe(false);
    expect(fitsMonthlyCap('강사사정', 5, 1)).toBe(true);
  });
});

describe('a credit’s life', () => {
  it('lasts its validity in days, across a month and a year', () => {
    expect(creditExpiry('2026-12-03', 30)).toBe('2027-01-02');
    expect(creditExpiry('2026-01-31', 1)).toBe('2026-02-01');
  });

  it('is valid through its last day, then expired, unless used or revoked first', () => {
    const credit = { expiresOn: '2026-12-10', usedOn: null, revokedAt: null };
    expect(creditState(credit, '2026-12-10')).toBe('valid');
    expect(creditState(credit, '2026-12-11')).toBe('expired');
    expect(creditState({ ...credit, usedOn: '2026-12-01' }, '2026-12-11')).toBe('used');
    expect(creditState({ ...credit, usedOn: '2026-12-01', revokedAt: 'x' }, '2026-12-01')).toBe('revoked');
  });

  it('spends the valid credit that runs out first, the older of two that end together', () => {
    const credits = [
      { id: 5, grantedOn: '2026-11-20', expiresOn: '2026-12-20', usedOn: null, revokedAt: null },
      { id: 2, grantedOn: '2026-11-01', expiresOn: '2026-12-01', usedOn: null, revokedAt: null },
      { id: 3, grantedOn: '2026-11-05', expiresOn: '2026-12-05', usedOn: '2026-11-10', revokedAt: null },
      { id: 4, grantedOn: '2026-11-06', expiresOn: '2026-12-20', usedOn: null, revokedAt: null },
      { id: 6, grantedOn: '2026-11-06', expiresOn: '2026-12-03', usedOn: null, revokedAt: 'x' },
    ];
    expect(oldestUsableCredit(credits, '2026-11-30')?.id).toBe(2);
    expect(oldestUsableCredit(credits, '2026-12-02')?.id).toBe(4);
    expect(oldestUsableCredit(credits, '2026-12-21')).toBeNull();
    expect(oldestUsableCredit([], '2026-12-21')).toBeNull();
  });
});

describe('packages', () => {
  const packages = [
    { paymentId: 1, payDay: '2026-09-01', lessons: 4, validUntil: '2026-10-06' },
    { paymentId: 3, payDay: '2026-11-01', lessons: 4, validUntil: null },
    { paymentId: 2, payDay: '2026-10-01', lessons: 8, validUntil: '2026-11-30' },
  ];

  it('finds the remaining lessons in the newest packages, first in first out', () => {
    expect(allocateRemaining(packages, 10).map((item) => [item.paymentId, item.unused])).toEqual([
      [3, 4],
      [2, 6],
      [1, 0],
    ]);
    expect(allocateRemaining(packages, 20).map((item) => item.unused)).toEqual([4, 8, 4]);
    expect(allocateRemaining(packages, 0).map((item) => item.unused)).toEqual([0, 0, 0]);
    expect(allocateRemaining(packages, -2).map((item) => item.unused)).toEqual([0, 0, 0]);
  });

  it('orders two packages of one day by which was paid later', () => {
    const sameDay = [
      { paymentId: 7, payDay: '2026-11-01', lessons: 2, validUntil: null },
      { paymentId: 9, payDay: '2026-11-01', lessons: 2, validUntil: null },
    ];
    expect(allocateRemaining(sameDay, 3).map((item) => [item.paymentId, item.unused])).toEqual([
      [9, 2],
      [7, 1],
    ]);
  });

  it('moves a validity on by the closed days inside it, and by those the move reaches', () => {
    expect(effectiveExpiry('2026-11-01', '2026-11-30', new Set())).toBe('2026-11-30');
    expect(effectiveExpiry('2026-11-01', '2026-11-30', new Set(['2026-10-31', '2026-12-05']))).toBe(
      '2026-11-30',
    );
    expect(effectiveExpiry('2026-11-01', '2026-11-30', new Set(['2026-11-01', '2026-11-30']))).toBe(
      '2026-12-02',
    );
    // Two closed days reach into December, where two more wait: four in all.
    expect(
      effectiveExpiry(
        '2026-11-01',
        '2026-11-30',
        new Set(['2026-11-10', '2026-11-11', '2026-12-01', '2026-12-02']),
      ),
    ).toBe('2026-12-04');
  });

  it('warns from 7 days before the last day, expires after it, and never without lessons left', () => {
    expect(packageState(2, '2026-12-10', '2026-12-02')).toBe('ok');
    expect(packageState(2, '2026-12-10', '2026-12-03')).toBe('expiring');
    expect(packageState(2, '2026-12-10', '2026-12-10')).toBe('expiring');
    expect(packageState(2, '2026-12-10', '2026-12-11')).toBe('expired');
    expect(packageState(0, '2026-12-10', '2026-12-11')).toBe('ok');
    expect(packageState(2, null, '2026-12-11')).toBe('ok');
  });
});
