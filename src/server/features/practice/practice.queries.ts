/**
 * 연습 기록's rows: a sitting logged under the student's lock, so that however many phones log
 * at once the day never holds more than 24 hours (the lock queues them on PostgreSQL; SQLite
 * runs one write transaction at a time); a week read back with its total and streak.
 */

import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import {
  PRACTICE_DAY_MAX_MINUTES,
  practiceStreak,
  STREAK_LOOKBACK_DAYS,
  weekDays,
  weekOf,
  weekSummary,
} from '#shared/practice-rules.ts';
import type { PracticeEntry, PracticeWeek } from '#shared/schemas/practice.ts';
import { addDays } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { lockStudent } from '../students/index.ts';
import type { PracticeEntriesTable } from './practice.tables.ts';

function toEntry(row: Selectable<PracticeEntriesTable>): PracticeEntry {
  return {
    id: Number(row.id),
    date: row.day,
    minutes: Number(row.minutes),
    piece: row.piece,
    loggedAt: row.logged_at,
  };
}

async function dayTotal(db: Db, studentId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('practice_entries')
    .select(sql<number | string | null>`sum(minutes)`.as('total'))
    .where('student_id', '=', studentId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function logPractice(
  db: Db,
  dialect: Dialect,
  input: { studentId: number; day: string; minutes: number; piece: string | null; now: Date },
): Promise<{ entry: PracticeEntry; dayTotal: number }> {
  return db.transaction().execute(async (trx) => {
    // The student's lock: every log of this student waits here for the one before it.
    await lockStudent(trx, dialect, { studentId: input.studentId, teacherId: null });
    const before = await dayTotal(trx, input.studentId, input.day);
    if (before + input.minutes > PRACTICE_DAY_MAX_MINUTES) throw new AppError('practice.day_full', 409);
    const row = await trx
      .insertInto('practice_entries')
      .values({
        student_id: input.studentId,
        day: input.day,
        minutes: input.minutes,
        piece: input.piece,
        logged_at: input.now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { entry: toEntry(row), dayTotal: before + input.minutes };
  });
}

/** Removes an entry of one of these students; its minutes and day, or 404. */
export async function removePractice(
  db: Db,
  input: { entryId: number; studentIds: readonly number[] },
): Promise<{ studentId: number; day: string; minutes: number }> {
  if (input.studentIds.length === 0) throw new AppError('practice.entry_not_found', 404);
  const row = await db
    .deleteFrom('practice_entries')
    .where('id', '=', input.entryId)
    .where('student_id', 'in', [...input.studentIds])
    .returning(['student_id', 'day', 'minutes'])
    .executeTakeFirstOrThrow(() => new AppError('practice.entry_not_found', 404));
  return { studentId: Number(row.student_id), day: row.day, minutes: Number(row.minutes) };
}

/** The repertoire's titles, pieces still being learnt first, each once. */
async function pieceTitles(db: Db, studentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('repertoire_pieces')
    .select(['title', 'stage'])
    .where('student_id', '=', studentId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const learning = rows.filter((row) => row.stage === '시작' || row.stage === '연습 중');
  const done = rows.filter((row) => row.stage === '완성' || row.stage === '발표');
  return [...new Set([...learning, ...done].map((row) => row.title))];
}

export async function practiceWeek(
  db: Db,
  input: { studentId: number; week: string; today: string },
): Promise<PracticeWeek> {
  const days = weekDays(input.week);
  if (!days) throw new AppError('practice.week_invalid', 400);
  const entries = await db
    .selectFrom('practice_entries')
    .selectAll()
    .where('student_id', '=', input.studentId)
    .where('day', '>=', days[0]!)
    .where('day', '<=', days[6]!)
    .orderBy('day', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const practised = await db
    .selectFrom('practice_entries')
    .select('day')
    .distinct()
    .where('student_id', '=', input.studentId)
    .where('day', '>=', addDays(input.today, -STREAK_LOOKBACK_DAYS))
    .where('day', '<=', input.today)
    .execute();
  return {
    studentId: input.studentId,
    week: input.week,
    today: input.today,
    ...weekSummary(
      days,
      entries.map((row) => ({ date: row.day, minutes: Number(row.minutes) })),
    ),
    streak: practiceStreak(
      practised.map((row) => row.day),
      input.today,
    ),
    entries: entries.map(toEntry),
    pieces: await pieceTitles(db, input.studentId),
  };
}

/**
 * Each current student's total over these days (of one teacher, or everyone's for null):
 * students without practice are left out.
 */
export async function practiceTotals(
  db: Db,
  input: { teacherId: string | null; from: string; to: string; studentIds?: readonly number[] },
): Promise<{ studentId: number; totalMinutes: number; daysPractised: number }[]> {
  if (input.studentIds?.length === 0) return [];
  const rows = await db
    .selectFrom('practice_entries')
    .innerJoin('students', 'students.id', 'practice_entries.student_id')
    .select([
      'practice_entries.student_id as studentId',
      sql<number | string>`sum(practice_entries.minutes)`.as('total'),
      sql<number | string>`count(distinct practice_entries.day)`.as('days'),
    ])
    .where('students.archived_at', 'is', null)
    .$if(input.teacherId !== null, (query) =>
      query.where('students.teacher_id', '=', input.teacherId as string),
    )
    .$if(input.studentIds !== undefined, (query) =>
      query.where('practice_entries.student_id', 'in', [...(input.studentIds ?? [])]),
    )
    .where('practice_entries.day', '>=', input.from)
    .where('practice_entries.day', '<=', input.to)
    .groupBy('practice_entries.student_id')
    .orderBy('practice_entries.student_id')
    .execute();
  return rows.map((row) => ({
    studentId: Number(row.studentId),
    totalMinutes: Number(row.total),
    daysPractised: Number(row.days),
  }));
}

/**
 * What the day-before reminder says of practice: a student's minutes of the week holding
 * `today` (Seoul), 0 when the family logged none. The messages feature is handed this by
 * app.ts, since it sits below the practice log.
 */
export type WeekPracticeMinutes = (db: Db, studentId: number, today: string) => Promise<number>;

export const weekPracticeMinutes: WeekPracticeMinutes = async (db, studentId, today) => {
  const days = weekDays(weekOf(today)) as string[];
  const [total] = await practiceTotals(db, {
    teacherId: null,
    from: days[0]!,
    to: today,
    studentIds: [studentId],
  });
  return total?.totalMinutes ?? 0;
};
