import { describe, expect, it } from 'vitest';
import {
  fitsCell,
  LESSON_TYPES,
  type LessonType,
  lessonHalves,
  WEEKDAYS,
  weekdayFromNumber,
  weekdayNumber,
  weekdayOfDate,
} from './timetable-rules.ts';

describe('the halves a lesson takes', () => {
  // 1시간 both halves, 1부 the top and 2부 the bottom.
  it.each([
    ['1시간', [1, 2]],
    ['1부', [1]],
    ['2부', [2]],
  ] as const)('gives %s the halves %j', (type, halves) => {
    expect(lessonHalves(type)).toEqual(halves);
  });
});

describe('the overlap rule: one 1시간, or a 1부 and/or a 2부', () => {
  const cases: [LessonType[], LessonType, boolean][] = [
    [[], '1시간', true],
    [[], '1부', true],
    [[], '2부', true],
    [['1부'], '2부', true],
    [['2부'], '1부', true],
    [['1부'], '1부', false],
    [['2부'], '2부', false],
    [['1부'], '1시간', false],
    [['2부'], '1시간', false],
    [['1시간'], '1부', false],
    [['1시간'], '2부', false],
    [['1시간'], '1시간', false],
    [['1부', '2부'], '1시간', false],
    [['1부', '2부'], '1부', false],
  ];
  it.each(cases)('a cell holding %j takes a %s: %s', (taken, type, fits) => {
    expect(fitsCell(taken, type)).toBe(fits);
  });

  it('never lets two lessons share a half, whatever the order they come in', () => {
    for (const first of LESSON_TYPES) {
      for (const second of LESSON_TYPES) {
        const shared = lessonHalves(first).some((half) => lessonHalves(second).includes(half));
        expect(fitsCell([first], second)).toBe(!shared);
        expect(fitsCell([second], first)).toBe(!shared);
      }
    }
  });
});

describe('weekdays', () => {
  it('numbers 월 … 일 as ISO weekdays 1 … 7 and back', () => {
    expect(WEEKDAYS.map(weekdayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayFromNumber)).toEqual([...WEEKDAYS]);
    expect(() => weekdayFromNumber(0)).toThrow(RangeError);
    expect(() => weekdayFromNumber(8)).toThrow(RangeError);
  });

  it('reads the weekday of a Seoul calendar date', () => {
    expect(weekdayOfDate('2026-11-21')).toBe('토');
    expect(weekdayOfDate('2026-11-22')).toBe('일');
    expect(weekdayOfDate('2026-11-23')).toBe('월');
    expect(weekdayOfDate('2024-02-29')).toBe('목');
  });
});
