/**
 * The weekly lesson timetable and its memos (spec §3 "Timetable lesson", "Memo"; §7 paths and
 * field names). A missing field reads "모두 입력해 주세요" (spec §5: the form is sent only when
 * complete, and the server refuses an incomplete one the same way).
 */
import { z } from 'zod';
import {
  FIRST_LESSON_HOUR,
  LAST_LESSON_HOUR,
  LESSON_NAME_MAX_LENGTH,
  LESSON_TYPES,
  MEMO_MAX_LENGTH,
  WEEKDAYS,
} from '../timetable-rules.ts';
import { calendarDate, teacherIdQuery } from './calendar.ts';
import { idField, idParams } from './common.ts';
import { nameField, paragraphField } from './text.ts';

function missingOr(code: 'timetable.invalid_day' | 'timetable.invalid_time' | 'timetable.invalid_type') {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'timetable.incomplete' : code;
}

const day = z
  .enum(WEEKDAYS, { error: missingOr('timetable.invalid_day') })
  .meta({ description: "요일 '월' … '일'" });

const time = z
  .number({ error: missingOr('timetable.invalid_time') })
  .int({ error: 'timetable.invalid_time' })
  .min(FIRST_LESSON_HOUR, { error: 'timetable.invalid_time' })
  .max(LAST_LESSON_HOUR, { error: 'timetable.invalid_time' })
  .meta({ description: '시각 (9–21시)' });

const type = z
  .enum(LESSON_TYPES, { error: missingOr('timetable.invalid_type') })
  .meta({ description: '1시간: 칸 전체, 1부: 윗부분, 2부: 아랫부분' });

const studentId = idField('timetable.student_not_found');

/** One lesson as a visitor sees it: which halves of which hour are taken, nothing more. */
export const lessonSlot = z.object({ day, time, type });
/** As the teacher who owns it and the owner see it. */
export const lesson = lessonSlot.extend({
  name: z.string().optional().meta({ description: '학생 이름 (그 선생님과 원장에게만)' }),
  studentId: z
    .number()
    .int()
    .nullable()
    .optional()
    .meta({ description: '연결된 학생 (그 선생님과 원장에게만)' }),
  seriesId: z.number().int().optional().meta({ description: '반복 수업의 번호 (그 선생님과 원장에게만)' }),
  from: z.string().optional().meta({ description: '반복 수업의 첫날' }),
  until: z.string().nullable().optional().meta({ description: '반복 수업의 마지막 날 (null: 계속)' }),
});
export type Lesson = z.infer<typeof lesson>;

export const listLessonsQuery = z.object({
  teacherId: teacherIdQuery('볼 선생님의 아이디. 없으면 로그인한 본인, 방문자는 목록의 첫 선생님'),
  week: calendarDate('calendar.invalid_date')
    .optional()
    .meta({ description: '볼 주의 아무 날 (YYYY-MM-DD; 없으면 이번 주)' }),
});
export const listLessonsResponse = z.array(lesson);

export const createLessonRequest = z.object({
  day,
  time,
  type,
  name: nameField({
    required: 'timetable.incomplete',
    tooLong: 'timetable.name_too_long',
    max: LESSON_NAME_MAX_LENGTH,
  }),
  studentId: studentId.nullable().optional(),
  from: calendarDate('calendar.invalid_date')
    .optional()
    .meta({ description: '반복의 첫날 (생략 시 이번 주 월요일)' }),
  until: calendarDate('calendar.invalid_date')
    .nullable()
    .optional()
    .meta({ description: '반복의 마지막 날 (생략: 계속)' }),
});
export type CreateLessonRequest = z.input<typeof createLessonRequest>;
export const createLessonResponse = lesson;

/** Without `type` the whole cell is cleared (the spec's client sent only day and time). */
export const deleteLessonRequest = z.object({
  day,
  time,
  type: type.optional(),
  week: calendarDate('calendar.invalid_date')
    .optional()
    .meta({ description: '이 날이 든 주부터 지움 (생략 시 이번 주; 지난 주들은 그대로)' }),
});
/** What was removed, with names: only the teacher who owns it can delete. */
export const deleteLessonResponse = z.array(lesson);

/** The public list of whose timetable one may look at: display names, nothing else. */
export const teacher = z.object({ id: z.string(), name: z.string() });
export type Teacher = z.infer<typeof teacher>;
export const listTeachersResponse = z.array(teacher);

export const memo = z.object({ id: z.number().int(), content: z.string() });
export type Memo = z.infer<typeof memo>;
export const listMemosResponse = z.array(memo);
export const createMemoRequest = z.object({
  content: paragraphField({
    required: 'timetable.memo_required',
    tooLong: 'timetable.memo_too_long',
    max: MEMO_MAX_LENGTH,
  }),
});
export type CreateMemoRequest = z.input<typeof createMemoRequest>;
export const createMemoResponse = z.object({ id: z.number().int() });
export const memoParams = idParams;
export const deleteMemoResponse = z.object({ id: z.number().int() });

/** Who the timetable expects today, for the student page's one-tap 출석 (DESIGN §4). */
export const expectedTodayQuery = z.object({
  teacherId: z.string().min(1).max(64).optional().meta({
    description: '원장만: 한 선생님의 목록. 없으면 모든 선생님 (선생님은 늘 본인)',
  }),
});
export const expectedLesson = z.object({
  teacherId: z.string(),
  time: z.number().int(),
  type: z.enum(LESSON_TYPES),
  /** The name on the timetable. */
  name: z.string(),
  /** The linked current student, by their name today (null when not linked or archived). */
  student: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** This lesson is recorded (by the calendar or the 출석부). */
  recorded: z.boolean(),
  key: z.string().optional().meta({ description: '달력의 수업 이름 (기록할 때 occurrence로 보냄)' }),
  kind: z.enum(['series', 'makeup', 'trial', 'moved']).optional(),
});
export type ExpectedLesson = z.infer<typeof expectedLesson>;
export const expectedTodayResponse = z.object({
  date: z.string().meta({ description: '오늘 (서울 날짜)' }),
  day: z.enum(WEEKDAYS),
  items: z.array(expectedLesson),
});
export type ExpectedToday = z.infer<typeof expectedTodayResponse>;
