import { describe, expect, it } from 'vitest';
import { lessonDayProblem, mayCorrectLesson, payDayProblem, voidWindowProblem } from './record-windows.ts';

describe('the day a lesson may be recorded on', () => {
  const today = '2026-11-21';

  it('takes today and any day of the last 60, whatever the status', () => {
    for (const status of ['출석', '지각', '당일취소', '사전취소', '강사사정'] as const) {
      expect(lessonDayProblem(today, today, status)).toBeNull();
      expect(lessonDayProblem('2026-09-22', today, status)).toBeNull();
      expect(lessonDayProblem('2026-09-21', today, status)).toBe('students.lesson_day_too_old');
    }
  });

  it('takes a day to come only for a cancellation, up to 60 days ahead', () => {
    expect(lessonDayProblem('2026-11-22', today, '출석')).toBe('students.lesson_day_future');
    expect(lessonDayProblem('2026-11-22', today, '지각')).toBe('students.lesson_day_future');
    expect(lessonDayProblem('2026-11-22', today, '당일취소')).toBe('students.lesson_day_future');
    expect(lessonDayProblem('2027-01-20', today, '사전취소')).toBeNull();
    expect(lessonDayProblem('2027-01-20', today, '강사사정')).toBeNull();
    expect(lessonDayProblem('2027-01-21', today, '사전취소')).toBe('students.lesson_day_too_far');
  });

  it('counts calendar days across months and a leap day', () => {
    expect(lessonDayProblem('2027-12-31', '2028-02-29', '출석')).toBeNull();
    expect(lessonDayProblem('2027-12-30', '2028-02-29', '출석')).toBe('students.lesson_day_too_old');
  });

  it('lets a record of the last 60 days be corrected, and none older', () => {
    expect(mayCorrectLesson('2026-09-22', today)).toBe(true);
    expect(mayCorrectLesson('2026-09-21', today)).toBe(false);
    expect(mayCorrectLesson('2027-01-20', today)).toBe(true);
  });
});

describe('the day a payment may be dated', () => {
  const today = '2026-11-21';
  it('today or up to 60 days back, never ahead', () => {
    expect(payDayProblem(today, today)).toBeNull();
    expect(payDayProblem('2026-09-22', today)).toBeNull();
    expect(payDayProblem('2026-09-21', today)).toBe('students.pay_day_too_old');
    expect(payDayProblem('2026-11-22', today)).toBe('students.pay_day_future');
  });
});

describe('who may void a payment, and until when', () => {
  it('a teacher on the day of the payment only', () => {
    expect(voidWindowProblem('2026-11-21', '2026-11-21', 'teacher')).toBeNull();
    expect(voidWindowProblem('2026-11-20', '2026-11-21', 'teacher')).toBe('students.void_teacher_day');
  });

  it('the owner within 30 days', () => {
    expect(voidWindowProblem('2026-10-22', '2026-11-21', 'owner')).toBeNull();
    expect(voidWindowProblem('2026-10-21', '2026-11-21', 'owner')).toBe('students.void_owner_days');
  });
});
