import { describe, expect, it } from 'vitest';
import { freeCells, isFree } from './makeup-slots.ts';

// Wednesday 25 November 2026, 14:20 in Seoul.
const now = new Date('2026-11-25T14:20:00+09:00');

describe('freeCells', () => {
  it('leaves out past halves, closed days and what a lesson holds; 1시간 needs both halves', () => {
    const cells = freeCells({
      today: '2026-11-25',
      now,
      days: 2,
      closed: new Set(['2026-11-26']),
      held: [
        { date: '2026-11-25', time: 16, type: '1부' },
        { date: '2026-11-25', time: 17, type: '1시간' },
      ],
    });
    expect(cells.slice(0, 3)).toEqual([
      { date: '2026-11-25', time: 14, types: ['2부'] },
      { date: '2026-11-25', time: 15, types: ['1시간', '1부', '2부'] },
      { date: '2026-11-25', time: 16, types: ['2부'] },
    ]);
    expect(cells.map((cell) => cell.time)).toEqual([14, 15, 16, 18, 19, 20, 21]);
  });

  it('keeps inside the teacher’s span of each date: a half-hour edge takes only the half inside', () => {
    const cells = freeCells({
      today: '2026-11-25',
      now,
      days: 3,
      closed: new Set(),
      held: [],
      spans: new Map([
        ['2026-11-25', { from: 15 * 60 + 30, to: 17 * 60 + 30 }],
        ['2026-11-26', null],
      ]),
    });
    expect(cells.filter((cell) => cell.date === '2026-11-25')).toEqual([
      { date: '2026-11-25', time: 15, types: ['2부'] },
      { date: '2026-11-25', time: 16, types: ['1시간', '1부', '2부'] },
      { date: '2026-11-25', time: 17, types: ['1부'] },
    ]);
    expect(cells.filter((cell) => cell.date === '2026-11-26')).toEqual([]);
    // A date the map leaves out is open across the grid.
    expect(cells.filter((cell) => cell.date === '2026-11-27')).toHaveLength(13);
  });

  it('counts 14 days from today by default', () => {
    const cells = freeCells({ today: '2026-11-25', now, held: [], closed: new Set() });
    expect(cells.at(-1)?.date).toBe('2026-12-08');
    expect(new Set(cells.map((cell) => cell.date)).size).toBe(14);
  });

  it('says whether one place is free', () => {
    const cells = [{ date: '2026-11-25', time: 16, types: ['2부' as const] }];
    expect(isFree(cells, { date: '2026-11-25', time: 16, type: '2부' })).toBe(true);
    expect(isFree(cells, { date: '2026-11-25', time: 16, type: '1시간' })).toBe(false);
    expect(isFree(cells, { date: '2026-11-26', time: 16, type: '2부' })).toBe(false);
  });
});
