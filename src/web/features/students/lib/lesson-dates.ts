/**
 * Which lesson days a record may carry (DESIGN §4): up to 60 days back for every status, and
 * up to 60 days ahead only for 사전취소 and 강사사정, which cancel a lesson still to come. The
 * server enforces the same window; the date field offers only what it would accept.
 */
import type { LessonStatus } from '#shared/student-rules.ts';
import { addDays, isCalendarDate } from '#shared/time.ts';

export const LESSON_DAYS_BACK = 60;
export const LESSON_DAYS_AHEAD = 60;
/** A record of the last 60 days may still be corrected or deleted. */
export const CORRECTION_DAYS = 60;

const AHEAD: readonly LessonStatus[] = ['사전취소', '강사사정'];

export function mayBeAhead(status: LessonStatus): boolean {
  return AHEAD.includes(status);
}

export function lessonDateRange(status: LessonStatus, today: string): { min: string; max: string } {
  return {
    min: addDays(today, -LESSON_DAYS_BACK),
    max: mayBeAhead(status) ? addDays(today, LESSON_DAYS_AHEAD) : today,
  };
}

/** The Korean reason a date is refused, or null when the server would take it. */
export function lessonDateProblem(status: LessonStatus, date: string, today: string): string | null {
  if (!isCalendarDate(date)) return '레슨 날짜를 골라 주세요.';
  const { min, max } = lessonDateRange(status, today);
  if (date < min) return `${LESSON_DAYS_BACK}일 전(${min})까지의 레슨만 기록할 수 있습니다.`;
  if (date > max) {
    return mayBeAhead(status)
      ? `${LESSON_DAYS_AHEAD}일 뒤(${max})까지만 미리 기록할 수 있습니다.`
      : `${status}은(는) 앞으로의 날짜로 기록할 수 없습니다. 미리 알린 취소는 사전취소로 기록해 주세요.`;
  }
  return null;
}

export function isCorrectable(lessonDay: string, today: string): boolean {
  return lessonDay >= addDays(today, -CORRECTION_DAYS);
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** `2026-11-20` → `11월 20일 (금)`; the year only when it is not this one. */
export function lessonDayLabel(date: string, today: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const head = date.slice(0, 4) === today.slice(0, 4) ? '' : `${year}년 `;
  return `${head}${month}월 ${day}일 (${weekday})`;
}

/** 오늘 / 어제 / 내일, for the date field's note. */
export function relativeDay(date: string, today: string): string | null {
  if (date === today) return '오늘';
  if (date === addDays(today, -1)) return '어제';
  if (date === addDays(today, 1)) return '내일';
  return null;
}
