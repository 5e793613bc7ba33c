import { describe, expect, it } from 'vitest';
import { actionLabel, describeDetail } from './describe-audit.ts';

describe('audit entries in words', () => {
  it('names known actions in Korean and leaves unknown ones as they are', () => {
    expect(actionLabel('payment.refund')).toBe('환불');
    expect(actionLabel('timetable.create')).toBe('timetable.create');
  });

  it('summarises the detail of each kind of change', () => {
    expect(describeDetail({ teacherId: 't1', pay: 250_000, lesson: 4, method: '카드' })).toBe(
      '250,000원 · 4회 · 카드',
    );
    expect(describeDetail({ teacherId: 't1', status: '출석', change: -1 })).toBe('출석 · 잔여 -1');
    expect(describeDetail({ status: '지각', lessonDay: '2026-11-21', change: 1 })).toBe(
      '지각 · 잔여 +1 · 2026-11-21',
    );
    expect(describeDetail({ refundOf: 3, refund: 166_666, lessons: 3 })).toBe('환불 166,666원 · 3회 차감');
    expect(
      describeDetail({
        before: { name: '하나', phone: '' },
        after: { name: '하나린', phone: '010-1111-2222' },
      }),
    ).toBe('하나 → 하나린 · 없음 → 010-1111-2222');
    expect(describeDetail({})).toBe('');
  });
});
