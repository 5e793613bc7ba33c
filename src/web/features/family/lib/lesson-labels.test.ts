import { describe, expect, it } from 'vitest';
import { dayLabel, lessonStateLabel, momentLabel, timeLabel } from './lesson-labels.ts';

describe('lesson labels', () => {
  it('names a day with its weekday and a 2부 lesson with its half hour', () => {
    expect(dayLabel('2026-11-26')).toBe('11월 26일 (목)');
    expect(dayLabel('2027-01-03')).toBe('1월 3일 (일)');
    expect(timeLabel(15, '1시간')).toBe('오후 3시');
    expect(timeLabel(10, '2부')).toBe('오전 10시 30분');
  });

  it('names a moment in Seoul, today as 오늘', () => {
    expect(momentLabel('2026-11-28T02:41:00.000Z', '2026-11-28')).toBe('오늘 오전 11:41');
    expect(momentLabel('2026-11-27T12:30:00.000Z', '2026-11-28')).toBe('11월 27일 (금) 오후 9:30');
    // 23:30 UTC is already the next morning in Seoul.
    expect(momentLabel('2026-11-27T23:30:00.000Z', '2026-11-28')).toBe('오늘 오전 8:30');
  });

  it('names a 결석 신청 recorded as 사전취소 as the history names it', () => {
    expect(lessonStateLabel({ closed: null, status: '사전취소', absence: 'recorded' })).toBe(
      '사전취소 (차감 없음)',
    );
    expect(lessonStateLabel({ closed: null, status: '당일취소', absence: 'accepted' })).toBe(
      '당일취소 (1회 차감)',
    );
    expect(lessonStateLabel({ closed: null, status: null, absence: 'requested' })).toBe(
      '결석 신청함 · 선생님 확인 중',
    );
    expect(lessonStateLabel({ closed: '연말 점검', status: null, absence: null })).toBe('휴원 · 연말 점검');
    expect(lessonStateLabel({ closed: null, status: null, absence: null })).toBeNull();
  });
});
