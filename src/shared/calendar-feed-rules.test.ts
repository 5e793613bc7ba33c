import { describe, expect, it } from 'vitest';
import {
  addMonths,
  CANCELLED_STATUSES,
  type FeedOccurrence,
  feedEvent,
  feedRange,
  feedSummary,
  isCancelled,
  lessonSpan,
} from './calendar-feed-rules.ts';
import { LESSON_STATUSES } from './student-rules.ts';

const lesson = (overrides: Partial<FeedOccurrence> = {}): FeedOccurrence => ({
  key: 's12@2026-12-03',
  date: '2026-12-03',
  time: 14,
  type: '1시간',
  kind: 'series',
  name: '김민지',
  status: null,
  closed: null,
  movedFrom: null,
  ...overrides,
});

describe('the days a feed covers', () => {
  it('reaches 8 weeks back and 6 months ahead of today, both ends included', () => {
    expect(feedRange('2026-11-25')).toEqual({ from: '2026-09-30', to: '2027-05-25' });
  });

  it('keeps the 6 months inside a shorter month and across years', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-07-15', 6)).toBe('2027-01-15');
    expect(addMonths('2026-06-30', 6)).toBe('2026-12-30');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-09', 0)).toBe('2026-03-09');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(feedRange('2026-08-31').to).toBe('2027-02-28');
  });
});

describe('a lesson’s time', () => {
  it('fills the whole hour for 1시간', () => {
    expect(lessonSpan('2026-12-03', 9, '1시간')).toEqual({
      start: { date: '2026-12-03', hour: 9, minute: 0 },
      end: { date: '2026-12-03', hour: 10, minute: 0 },
    });
  });

  it('takes the first half for 1부 and the second for 2부', () => {
    expect(lessonSpan('2026-12-03', 14, '1부')).toEqual({
      start: { date: '2026-12-03', hour: 14, minute: 0 },
      end: { date: '2026-12-03', hour: 14, minute: 30 },
    });
    expect(lessonSpan('2026-12-03', 14, '2부')).toEqual({
      start: { date: '2026-12-03', hour: 14, minute: 30 },
      end: { date: '2026-12-03', hour: 15, minute: 0 },
    });
  });

  it('ends the last lesson of the day at 22시 on the same day', () => {
    expect(lessonSpan('2026-12-03', 21, '1시간').end).toEqual({ date: '2026-12-03', hour: 22, minute: 0 });
  });
});

describe('an event’s name', () => {
  it('is the student alone for a weekly lesson not yet recorded', () => {
    expect(feedSummary(lesson())).toBe('김민지');
  });

  it('adds 보강, 체험 or 이동 and the recorded status', () => {
    expect(feedSummary(lesson({ kind: 'makeup' }))).toBe('김민지 · 보강');
    expect(feedSummary(lesson({ kind: 'trial', name: '체험생' }))).toBe('체험생 · 체험');
    expect(feedSummary(lesson({ kind: 'moved', status: '출석' }))).toBe('김민지 · 이동 · 출석');
    expect(feedSummary(lesson({ status: '지각' }))).toBe('김민지 · 지각');
  });
});

describe('a cancelled lesson', () => {
  it('is one on a closed day, whatever its record', () => {
    expect(isCancelled(lesson({ closed: '추석' }))).toBe(true);
  });

  it('is one recorded 당일취소, 사전취소 or 강사사정, and no other', () => {
    expect(CANCELLED_STATUSES).toEqual(['당일취소', '사전취소', '강사사정']);
    for (const status of LESSON_STATUSES) {
      expect(isCancelled(lesson({ status }))).toBe(CANCELLED_STATUSES.includes(status));
    }
    expect(isCancelled(lesson({ status: '출석' }))).toBe(false);
    expect(isCancelled(lesson())).toBe(false);
  });
});

describe('one lesson as an event', () => {
  it('cancels a weekly lesson on a closure and names the closure', () => {
    const event = feedEvent(
      lesson({ date: '2026-09-25', key: 's3@2026-09-25', closed: '추석' }),
      'studio.example',
    );
    expect(event).toEqual({
      uid: 's3@2026-09-25@studio.example',
      summary: '김민지',
      description: '휴원일: 추석 (이 날 수업은 쉽니다)',
      start: { date: '2026-09-25', hour: 14, minute: 0 },
      end: { date: '2026-09-25', hour: 15, minute: 0 },
      cancelled: true,
    });
  });

  it('keeps a 2부 at 14:30 and says it is half an hour', () => {
    const event = feedEvent(lesson({ type: '2부' }), 'studio.example');
    expect(event.start).toEqual({ date: '2026-12-03', hour: 14, minute: 30 });
    expect(event.end).toEqual({ date: '2026-12-03', hour: 15, minute: 0 });
    expect(event.description).toBe('2부 (30분)');
    expect(event.cancelled).toBe(false);
  });

  it('cancels a lesson recorded 사전취소 and puts the status in its name', () => {
    const event = feedEvent(lesson({ status: '사전취소' }), 'studio.example');
    expect(event.summary).toBe('김민지 · 사전취소');
    expect(event.cancelled).toBe(true);
    expect(event.description).toBeNull();
  });

  it('says where a moved lesson came from', () => {
    const event = feedEvent(
      lesson({ key: 'o7', kind: 'moved', movedFrom: '2026-12-01', type: '1부' }),
      'studio.example',
    );
    expect(event.uid).toBe('o7@studio.example');
    expect(event.summary).toBe('김민지 · 이동');
    expect(event.description).toBe('2026-12-01 수업을 옮김\n1부 (30분)');
  });
});
