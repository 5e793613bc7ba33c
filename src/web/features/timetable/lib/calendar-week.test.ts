import { describe, expect, it } from 'vitest';
import { dayLabel } from '#shared/day-labels.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import {
  buildCalendarWeek,
  canMove,
  canRecord,
  datedPlace,
  dayCellKey,
  dayHeading,
  freeHours,
  kindLabel,
  occurrenceMark,
  shownMonday,
  statusesFor,
  typesThatFit,
  weekRangeLabel,
} from './calendar-week.ts';
import { takenTypes } from './week.ts';

const lesson = (overrides: Partial<Occurrence> = {}): Occurrence => ({
  date: '2026-12-02',
  time: 15,
  type: '1부',
  kind: 'series',
  key: 's1@2026-12-02',
  name: '김민수',
  studentId: 7,
  seriesId: 1,
  oneOffId: null,
  ...overrides,
});

describe('the shown week', () => {
  it('is the Monday of the day the address names, or of today', () => {
    expect(shownMonday('2026-12-03', '2026-11-25')).toBe('2026-11-30');
    expect(shownMonday('2026-11-30', '2026-11-25')).toBe('2026-11-30');
    expect(shownMonday('2026-12-06', '2026-11-25')).toBe('2026-11-30');
    expect(shownMonday(null, '2026-11-25')).toBe('2026-11-23');
    expect(shownMonday(undefined, '2026-11-29')).toBe('2026-11-23');
    expect(shownMonday('', '2026-11-25')).toBe('2026-11-23');
    expect(shownMonday('2026-13-01', '2026-11-25')).toBe('2026-11-23');
    expect(shownMonday('다음주', '2026-11-25')).toBe('2026-11-23');
  });

  it('writes days and the range as a Korean calendar does', () => {
    expect(dayHeading('2026-12-01')).toBe('화 12/1');
    expect(dayHeading('2026-11-30')).toBe('월 11/30');
    expect(dayLabel('2026-12-03')).toBe('12월 3일 (목)');
    expect(datedPlace('2026-12-03', 15)).toBe('12월 3일 (목) 오후 3시');
    expect(datedPlace('2026-12-03', 9, '2부')).toBe('12월 3일 (목) 오전 9시 2부');
    expect(weekRangeLabel('2026-12-07')).toBe('2026년 12월 7일 – 13일');
    expect(weekRangeLabel('2026-11-30')).toBe('2026년 11월 30일 – 12월 6일');
    expect(weekRangeLabel('2026-12-28')).toBe('2026년 12월 28일 – 2027년 1월 3일');
  });
});

describe('marks', () => {
  const today = '2026-12-02';

  it('shows a recorded status by its mark', () => {
    expect(occurrenceMark(lesson({ status: '출석' }), today)).toEqual({ mark: '○', label: '출석' });
    expect(occurrenceMark(lesson({ status: '지각' }), today)?.mark).toBe('△');
    expect(occurrenceMark(lesson({ status: '당일취소' }), today)?.mark).toBe('×');
    expect(occurrenceMark(lesson({ status: '사전취소', date: '2026-12-09' }), today)?.mark).toBe('보');
    expect(occurrenceMark(lesson({ status: '강사사정' }), today)?.mark).toBe('강');
  });

  it('says 미기록 only for a student’s lesson of a past day, open and unrecorded', () => {
    expect(occurrenceMark(lesson({ date: '2026-12-01' }), today)).toEqual({
      mark: '미기록',
      label: '미기록',
    });
    expect(occurrenceMark(lesson({ date: today }), today)).toBeNull();
    expect(occurrenceMark(lesson({ date: '2026-12-03' }), today)).toBeNull();
    expect(occurrenceMark(lesson({ date: '2026-12-01', studentId: null }), today)).toBeNull();
    expect(occurrenceMark(lesson({ date: '2026-12-01', studentId: undefined }), today)).toBeNull();
    expect(occurrenceMark(lesson({ date: '2026-12-01', closed: '추석' }), today)).toBeNull();
  });

  it('badges a one-off by its kind, never a weekly lesson', () => {
    expect(kindLabel('series')).toBeNull();
    expect(kindLabel('makeup')).toBe('보강');
    expect(kindLabel('trial')).toBe('체험');
    expect(kindLabel('moved')).toBe('이동');
  });
});

describe('the week by day and hour', () => {
  const week = buildCalendarWeek([
    lesson(),
    lesson({ type: '2부', key: 'o3', kind: 'makeup', name: '이서연' }),
    lesson({ time: 10, type: '1시간', key: 's2@2026-12-02' }),
    lesson({ date: '2026-12-03', time: 16, type: '2부', key: 's4@2026-12-03' }),
  ]);

  it('puts each lesson in its half', () => {
    const cell = week.get(dayCellKey('2026-12-02', 15));
    expect(cell?.top?.name).toBe('김민수');
    expect(cell?.bottom?.name).toBe('이서연');
    expect(cell?.whole).toBeUndefined();
    expect(week.get('2026-12-02-10')?.whole?.key).toBe('s2@2026-12-02');
    expect(takenTypes(cell)).toEqual(['1부', '2부']);
    expect(takenTypes(undefined)).toEqual([]);
    expect(takenTypes(week.get('2026-12-02-10'))).toEqual(['1시간']);
  });

  it('offers only what fits: a free half, or the whole hour when both are free', () => {
    expect(typesThatFit(week, '2026-12-02', 15)).toEqual([]);
    expect(typesThatFit(week, '2026-12-02', 10)).toEqual([]);
    expect(typesThatFit(week, '2026-12-03', 16)).toEqual(['1부']);
    expect(typesThatFit(week, '2026-12-03', 17)).toEqual(['1시간', '1부', '2부']);
    expect(freeHours(week, '2026-12-02', '1시간')).toEqual([9, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21]);
    expect(freeHours(week, '2026-12-03', '2부')).not.toContain(16);
    expect(freeHours(week, '2026-12-03', '1부')).toContain(16);
    expect(freeHours(week, '2026-12-03', '1부')).toHaveLength(13);
  });
});

describe('what a tap may do', () => {
  it('records any status up to today, and only cancellations told ahead for a day to come', () => {
    expect(statusesFor('2026-12-02', '2026-12-02')).toEqual([
      '출석',
      '지각',
      '당일취소',
      '사전취소',
      '강사사정',
    ]);
    expect(statusesFor('2026-12-01', '2026-12-02')).toHaveLength(5);
    expect(statusesFor('2026-12-03', '2026-12-02')).toEqual(['사전취소', '강사사정']);
  });

  it('records a student’s open, unrecorded lesson only', () => {
    expect(canRecord(lesson())).toBe(true);
    expect(canRecord(lesson({ key: undefined }))).toBe(false);
    expect(canRecord(lesson({ studentId: null }))).toBe(false);
    expect(canRecord(lesson({ studentId: undefined }))).toBe(false);
    expect(canRecord(lesson({ closed: '성탄절' }))).toBe(false);
    expect(canRecord(lesson({ status: '출석' }))).toBe(false);
  });

  it('moves one week of a weekly lesson, or a one-off lesson, not yet recorded', () => {
    expect(canMove(lesson())).toBe(true);
    expect(canMove(lesson({ studentId: null }))).toBe(true);
    expect(canMove(lesson({ kind: 'makeup', key: 'o1', oneOffId: 1 }))).toBe(true);
    expect(canMove(lesson({ kind: 'trial', key: 'o2', oneOffId: 2, studentId: null }))).toBe(true);
    expect(canMove(lesson({ kind: 'makeup', key: 'o1', oneOffId: 1, status: '출석' }))).toBe(false);
    expect(canMove(lesson({ kind: 'makeup', key: 'o1', oneOffId: null }))).toBe(false);
    expect(canMove(lesson({ key: undefined }))).toBe(false);
    expect(canMove(lesson({ status: '사전취소' }))).toBe(false);
  });
});
