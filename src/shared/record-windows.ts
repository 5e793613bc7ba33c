/**
 * How far from today a record may be made or put right (DESIGN §4), in Seoul calendar days:
 * a lesson up to 60 days back; 사전취소 and 강사사정 also up to 60 days ahead, for the lesson
 * they cancel; a record's status changed or the record deleted within the same 60 days; a
 * payment dated up to 60 days back (the day it was paid, never ahead), and voided by a teacher
 * on the day it was entered, by the owner within 30 days of entering it.
 */
import type { Role } from './schemas/auth.ts';
import type { LessonStatus } from './student-rules.ts';
import { daysBetween } from './time.ts';

export const LESSON_DAY_WINDOW = 60;
export const OWNER_VOID_DAYS = 30;

/** The statuses that may be recorded ahead: the lesson they cancel has not happened yet. */
export const AHEAD_STATUSES: readonly LessonStatus[] = ['사전취소', '강사사정'];

export type LessonDayProblem =
  | 'students.lesson_day_too_old'
  | 'students.lesson_day_future'
  | 'students.lesson_day_too_far';

/** Why a record of `status` may not stand on `day` when it is `today`; null when it may. */
export function lessonDayProblem(day: string, today: string, status: LessonStatus): LessonDayProblem | null {
  const ahead = daysBetween(today, day);
  if (ahead < -LESSON_DAY_WINDOW) return 'students.lesson_day_too_old';
  if (ahead > 0 && !AHEAD_STATUSES.includes(status)) return 'students.lesson_day_future';
  if (ahead > LESSON_DAY_WINDOW) return 'students.lesson_day_too_far';
  return null;
}

/** Whether a record of `lessonDay` may still be corrected or deleted: not older than 60 days. */
export function mayCorrectLesson(lessonDay: string, today: string): boolean {
  return daysBetween(lessonDay, today) <= LESSON_DAY_WINDOW;
}

export type PayDayProblem = 'students.pay_day_too_old' | 'students.pay_day_future';

/** Why a payment may not be dated `day` when it is `today`; null when it may. */
export function payDayProblem(day: string, today: string): PayDayProblem | null {
  const ahead = daysBetween(today, day);
  if (ahead < -LESSON_DAY_WINDOW) return 'students.pay_day_too_old';
  if (ahead > 0) return 'students.pay_day_future';
  return null;
}

export type VoidWindowProblem = 'students.void_teacher_day' | 'students.void_owner_days';

/**
 * Why the signed-in person may not void a payment entered on `enteredDay` (Seoul, from its
 * `paidAt`: a mistake is put right counting from when it was made, whatever day the payment
 * is dated) today; null when they may.
 */
export function voidWindowProblem(enteredDay: string, today: string, role: Role): VoidWindowProblem | null {
  if (role === 'owner')
    return daysBetween(enteredDay, today) > OWNER_VOID_DAYS ? 'students.void_owner_days' : null;
  return enteredDay === today ? null : 'students.void_teacher_day';
}
