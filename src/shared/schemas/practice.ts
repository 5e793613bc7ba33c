/**
 * 연습 기록: what a family logs from the portal (a day, minutes, the piece) and the week as the
 * portal and the staff read it. The rules (weeks, the day's limit, the streak) are in
 * practice-rules.ts.
 */
import { z } from 'zod';
import { isWeek, PRACTICE_DAY_MAX_MINUTES } from '../practice-rules.ts';
import { isCalendarDate } from '../time.ts';
import { idField, idParam, wholeNumber } from './common.ts';
import { PIECE_TITLE_MAX } from './repertoire.ts';
import { scopeQuery } from './students.ts';
import { lineField } from './text.ts';

const day = z
  .string({ error: 'practice.date_invalid' })
  .max(10, { error: 'practice.date_invalid' })
  .refine(isCalendarDate, { error: 'practice.date_invalid', abort: true })
  .meta({ description: '연습한 날 (YYYY-MM-DD, 서울). 오늘까지, 31일 전부터' });

const week = z
  .string({ error: 'practice.week_invalid' })
  .max(8, { error: 'practice.week_invalid' })
  .refine(isWeek, { error: 'practice.week_invalid', abort: true })
  .meta({ description: 'ISO 주 (예: 2026-W48, 월요일부터 일요일). 생략하면 이번 주' });

/** `POST /api/family/practice`: one sitting of practice. */
export const practiceEntryRequest = z.object({
  studentId: idField('family.student_not_found'),
  date: day,
  minutes: wholeNumber('practice.minutes_invalid', 1, PRACTICE_DAY_MAX_MINUTES).meta({
    description: `연습한 시간 (분, 1–${PRACTICE_DAY_MAX_MINUTES}); 하루 합계도 ${PRACTICE_DAY_MAX_MINUTES}분까지`,
  }),
  piece: lineField({
    tooLong: 'practice.piece_too_long',
    max: PIECE_TITLE_MAX,
    invalid: 'practice.piece_too_long',
  })
    .optional()
    .meta({
      description: `연습한 곡: 레퍼토리의 곡 이름이나 직접 쓴 이름 (${PIECE_TITLE_MAX}자까지, 비우면 없음)`,
    }),
});

export const familyPracticeQuery = z.object({ studentId: idParam(), week: week.optional() });
export const staffPracticeQuery = scopeQuery.extend({ week: week.optional() });
export const practiceEntryParams = z.object({ id: idParam('practice.entry_not_found') });

export const practiceEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  minutes: z.number().int(),
  piece: z.string().nullable(),
  loggedAt: z.string().meta({ description: '기록한 시각 (ISO-8601 UTC)' }),
});
export type PracticeEntry = z.infer<typeof practiceEntry>;

/** A student's week of practice, as the portal and the student page show it. */
export const practiceWeek = z.object({
  studentId: z.number().int(),
  week: z.string(),
  /** Today in Seoul: the portal logs this day, and the streak runs up to it. */
  today: z.string(),
  days: z.array(z.object({ date: z.string(), minutes: z.number().int() })).length(7),
  totalMinutes: z.number().int(),
  daysPractised: z.number().int(),
  /** Days in a row practised up to today (or yesterday while today has nothing yet). */
  streak: z.number().int(),
  /** The week's entries, newest day first. */
  entries: z.array(practiceEntry),
  /** The student's repertoire, current pieces first: what the portal offers to pick. */
  pieces: z.array(z.string()),
});
export type PracticeWeek = z.infer<typeof practiceWeek>;

export const practiceLoggedResponse = z.object({
  message: z.string(),
  entry: practiceEntry,
  week: practiceWeek,
});
export const practiceRemovedResponse = z.object({ message: z.string(), week: practiceWeek });

/** `GET /api/practice/this-week` (staff): each student's total of this week, for 오늘 올 학생. */
export const practiceThisWeekResponse = z.object({
  week: z.string(),
  students: z.array(
    z.object({
      studentId: z.number().int(),
      totalMinutes: z.number().int(),
      daysPractised: z.number().int(),
    }),
  ),
});
export type PracticeThisWeek = z.infer<typeof practiceThisWeekResponse>;
