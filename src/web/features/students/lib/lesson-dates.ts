/**
 * Which lesson days a record may carry, as the date field offers them: the shared window
 * (record-windows.ts: 60 days back for every status, 60 ahead only for 사전취소 and 강사사정)
 * turned into the field's min/max and its Korean refusal, and the labels the history shows.
 */
import { studentsMessages } from '#shared/messages/students.ts';
import { AHEAD_STATUSES, LESSON_DAY_WINDOW, lessonDayProblem } from '#shared/record-windows.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { addDays, isCalendarDate } from '#shared/time.ts';

export function lessonDateRange(status: LessonStatus, today: string): { min: string; max: string } {
  return {
    min: addDays(today, -LESSON_DAY_WINDOW),
    max: AHEAD_STATUSES.includes(status) ? addDays(today, LESSON_DAY_WINDOW) : today,
  };
}

/** The Korean reason a date is refused (the server's own words), or null when it would take it. */
export function lessonDateProblem(status: LessonStatus, date: string, today: string): string | null {
  if (!isCalendarDate(date)) return '레슨 날짜를 골라 주세요.';
  const problem = lessonDayProblem(date, today, status);
  return problem ? studentsMessages[problem] : null;
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
