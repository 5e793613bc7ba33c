/**
 * Which lesson days a record may carry, as the date field offers them: the shared window
 * (record-windows.ts: 60 days back for every status, 60 ahead only for 사전취소 and 강사사정)
 * turned into the field's min/max and its Korean refusal. The labels of a day are in
 * lesson-day-label.ts, which the list needs without the refusals' texts.
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
