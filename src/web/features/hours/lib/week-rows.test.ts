import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY } from '#shared/hours-rules.ts';
import { rowsOf, weeklyOf, weekSummary } from './week-rows.ts';

describe('week rows', () => {
  it('turns a week into seven rows and back, a day left out closed', () => {
    const weekly = [
      { day: '월' as const, from: '10:00', to: '20:00' },
      { day: '토' as const, from: '09:30', to: '13:00' },
    ];
    const rows = rowsOf(weekly, DEFAULT_WEEKLY);
    expect(rows).toHaveLength(7);
    expect(rows[1]).toEqual({ day: '화', open: false, from: '09:00', to: '22:00' });
    expect(weeklyOf(rows)).toEqual(weekly);
  });

  it('says a week in one line, runs of days joined', () => {
    const weekly = ['월', '화', '수', '목', '금'].map((day) => ({
      day,
      from: '10:00',
      to: '20:00',
    })) as never[];
    expect(weekSummary([...weekly, { day: '토', from: '10:00', to: '13:00' }])).toBe(
      '월–금 오전 10시–오후 8시 · 토 오전 10시–오후 1시 · 일 쉼',
    );
    expect(weekSummary(DEFAULT_WEEKLY)).toBe('월–일 오전 9시–오후 10시');
    expect(weekSummary([])).toBe('월–일 쉼');
  });
});
