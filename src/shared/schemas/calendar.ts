/**
 * The dated calendar's requests and answers (DESIGN §4 "Calendar"; decision 035): occurrences
 * of a range, changing and ending a series from a date, one-off lessons, make-up credits and
 * packages on the student page, and the teacher's private feed address.
 */
import { z } from 'zod';
import {
  CALENDAR_MAX_DAYS,
  calendarRangeProblem,
  ONE_OFF_KINDS,
  parseOccurrenceKey,
} from '../calendar-rules.ts';
import { EXTEND_DAYS_MAX } from '../makeup-rules.ts';
import { LESSON_STATUSES } from '../student-rules.ts';
import { isCalendarDate } from '../time.ts';
import {
  FIRST_LESSON_HOUR,
  LAST_LESSON_HOUR,
  LESSON_NAME_MAX_LENGTH,
  LESSON_TYPES,
  WEEKDAYS,
} from '../timetable-rules.ts';
import { idField, idParams, wholeNumber } from './common.ts';
import { nameField } from './text.ts';

/** A Seoul calendar date `YYYY-MM-DD`, refused with `code` otherwise. */
export function calendarDate(code: 'calendar.invalid_date') {
  return z
    .string({ error: code })
    .max(10, { error: code })
    .refine(isCalendarDate, { error: code, abort: true })
    .meta({ description: '날짜 (YYYY-MM-DD, 한국 시간)', example: '2026-12-03' });
}

const date = calendarDate('calendar.invalid_date');

/** The hour a lesson starts at, on the timetable's grid (9–21시). */
export function lessonHour() {
  return wholeNumber('timetable.invalid_time', FIRST_LESSON_HOUR, LAST_LESSON_HOUR);
}

export const occurrenceKey = z
  .string({ error: 'calendar.occurrence_invalid' })
  .max(40, { error: 'calendar.occurrence_invalid' })
  .refine((key) => parseOccurrenceKey(key) !== null, { error: 'calendar.occurrence_invalid', abort: true })
  .meta({
    description: "수업 하나의 이름: 반복 수업 's<번호>@<날짜>', 단발 수업 'o<번호>'",
    example: 's12@2026-12-03',
  });

/** `?teacherId=`: whose lessons; `description` says whose they are when it is left out. */
export const teacherIdQuery = (description: string) =>
  z
    .string({ error: 'timetable.teacher_not_found' })
    .min(1, { error: 'timetable.teacher_not_found' })
    .max(64, { error: 'timetable.teacher_not_found' })
    .optional()
    .meta({ description });

export const calendarQuery = z
  .object({
    from: date,
    to: date,
    teacherId: teacherIdQuery('선생님 아이디 (없으면 로그인한 본인, 원장은 모든 선생님, 방문자는 첫 선생님)'),
  })
  .superRefine((range, context) => {
    const problem = calendarRangeProblem(range.from, range.to);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .meta({ description: `from … to, 최대 ${CALENDAR_MAX_DAYS}일` });

export const occurrence = z.object({
  date: z.string(),
  time: z.number().int(),
  type: z.enum(LESSON_TYPES),
  kind: z.enum(['series', ...ONE_OFF_KINDS]),
  teacherId: z.string().optional(),
  key: z.string().optional().meta({ description: '수업의 이름 (기록할 때 보냄; 직원에게만)' }),
  studentId: z.number().int().nullable().optional(),
  name: z.string().optional(),
  status: z.enum(LESSON_STATUSES).optional().meta({ description: '기록된 상태 (직원에게만)' }),
  seriesId: z.number().int().nullable().optional(),
  oneOffId: z.number().int().nullable().optional(),
  movedFrom: z.string().nullable().optional().meta({ description: '옮긴 수업: 원래 날짜' }),
  closed: z.string().optional().meta({ description: '휴원일이면 그 이름 (이 날의 반복 수업은 쉼)' }),
});
export type Occurrence = z.infer<typeof occurrence>;
export const calendarResponse = z.array(occurrence);

export const seriesParams = idParams;

export const changeSeriesRequest = z.object({
  from: date.meta({ description: '이 날부터 바뀜 (이전 수업은 그대로)' }),
  day: z.enum(WEEKDAYS, { error: 'timetable.invalid_day' }).optional(),
  time: lessonHour().optional(),
  type: z.enum(LESSON_TYPES, { error: 'timetable.invalid_type' }).optional(),
  until: date.nullable().optional().meta({ description: '마지막 날 (null: 계속)' }),
});

export const endSeriesQuery = z.object({
  from: date.optional().meta({ description: '이 날부터 끝냄 (없으면 반복 수업 전체를 삭제)' }),
});
export const endSeriesResponse = z.object({ outcome: z.enum(['deleted', 'ended', 'unchanged']) });

export const createOneOffRequest = z.object({
  date,
  time: lessonHour(),
  type: z.enum(LESSON_TYPES, { error: 'timetable.invalid_type' }),
  kind: z.enum(ONE_OFF_KINDS, { error: 'calendar.invalid_kind' }),
  studentId: idField('timetable.student_not_found').nullable().optional(),
  name: nameField({
    required: 'calendar.name_required',
    tooLong: 'timetable.name_too_long',
    max: LESSON_NAME_MAX_LENGTH,
  }).optional(),
  movedFrom: occurrenceKey.optional().meta({ description: "kind 'moved': 옮길 반복 수업의 수업 이름" }),
});
export type CreateOneOffRequest = z.input<typeof createOneOffRequest>;

export const changeOneOffRequest = z.object({
  date: date.meta({ description: '옮길 날짜' }),
  time: lessonHour(),
  type: z.enum(LESSON_TYPES, { error: 'timetable.invalid_type' }),
});
export type ChangeOneOffRequest = z.input<typeof changeOneOffRequest>;
export const oneOffParams = idParams;
export const deleteOneOffResponse = z.object({ id: z.number().int() });

export const credit = z.object({
  id: z.number().int(),
  grantedOn: z.string(),
  expiresOn: z.string(),
  reason: z.enum(['사전취소', '강사사정']),
  lessonDay: z.string().meta({ description: '빠진 수업의 날짜' }),
  usedOn: z.string().nullable().optional().meta({ description: '보강을 예약한 날' }),
  makeupDay: z.string().nullable().optional().meta({ description: '이 보강권을 쓴 보강 수업의 날짜' }),
  state: z.enum(['valid', 'used', 'expired', 'revoked']),
});
export type Credit = z.infer<typeof credit>;

export const lessonPackage = z.object({
  paymentId: z.number().int(),
  payDay: z.string(),
  lessons: z.number().int(),
  unused: z.number().int().meta({ description: '이 결제의 남은 레슨 (먼저 산 것부터 씀)' }),
  expiresOn: z.string().nullable().optional().meta({ description: '휴원일만큼 늘어난 마지막 날' }),
  state: z.enum(['ok', 'expiring', 'expired']),
});
export type LessonPackage = z.infer<typeof lessonPackage>;

export const packageParams = idParams;
export const extendPackageRequest = z.object({
  days: wholeNumber('calendar.extend_days_invalid', 1, EXTEND_DAYS_MAX),
});
export const packageDecisionResponse = z.object({
  message: z.string(),
  package: lessonPackage,
  lesson: z.number().int().meta({ description: '학생의 남은 레슨' }),
});

export const expiringPackage = lessonPackage.extend({
  studentId: z.number().int(),
  name: z.string(),
  teacherId: z.string(),
});
export const expiringResponse = z.array(expiringPackage);

export const feedResponse = z.object({ url: z.string() });
export const feedTokenParams = z.object({
  token: z
    .string()
    .max(80)
    .regex(/^[A-Za-z0-9_-]+\.ics$/, { error: 'calendar.feed_not_found' }),
});
