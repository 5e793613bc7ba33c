import { describe, expect, it } from 'vitest';
import { lessonDateProblem, lessonDateRange } from './lesson-dates.ts';
import { lessonDayLabel, relativeDay } from './lesson-day-label.ts';

const today = '2026-11-21';

describe('the lesson date window', () => {
  it('goes 60 days back for every status, and ahead only for 사전취소 and 강사사정', () => {
    expect(lessonDateRange('출석', today)).toEqual({ min: '2026-09-22', max: today });
    expect(lessonDateRange('당일취소', today)).toEqual({ min: '2026-09-22', max: today });
    expect(lessonDateRange('사전취소', today)).toEqual({ min: '2026-09-22', max: '2027-01-20' });
    expect(lessonDateRange('강사사정', today).max).toBe('2027-01-20');
  });

  it('says why a date is refused, and nothing for one the server takes', () => {
    expect(lessonDateProblem('출석', '2026-11-20', today)).toBeNull();
    expect(lessonDateProblem('출석', '2026-09-22', today)).toBeNull();
    expect(lessonDateProblem('출석', '2026-09-21', today)).toBe(
      '60일보다 지난 날짜의 레슨은 기록할 수 없습니다.',
    );
    expect(lessonDateProblem('출석', '2026-11-22', today)).toContain(
      '미리 기록할 수 있는 것은 사전취소와 강사사정',
    );
    expect(lessonDateProblem('사전취소', '2026-11-28', today)).toBeNull();
    expect(lessonDateProblem('사전취소', '2027-01-21', today)).toContain('60일 뒤까지');
    expect(lessonDateProblem('출석', '', today)).toBe('레슨 날짜를 골라 주세요.');
  });

  it('names a day with its weekday, and the year only when it is another', () => {
    expect(lessonDayLabel('2026-11-20', today)).toBe('11월 20일 (금)');
    expect(lessonDayLabel('2025-12-31', today)).toBe('2025년 12월 31일 (수)');
    expect(relativeDay('2026-11-20', today)).toBe('어제');
    expect(relativeDay(today, today)).toBe('오늘');
    expect(relativeDay('2026-11-19', today)).toBeNull();
  });
});
