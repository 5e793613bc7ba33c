/**
 * One teacher's weekly timetable, now a set of dated series (docs/decisions/035-dated-calendar.md):
 * the week a page shows holds each series whose occurrence that week falls within its dates.
 * Overlaps are refused by the database's trigger (migration 019), whose error becomes the
 * spec's 409. Every change writes its audit entry in the same transaction.
 */
import { endBefore, mondayOf } from '#shared/calendar-rules.ts';
import type { Lesson } from '#shared/schemas/timetable.ts';
import { addDays } from '#shared/time.ts';
import { type LessonType, type Weekday, weekdayFromNumber, weekdayNumber } from '#shared/timetable-rules.ts';
import { AppError } from '../../app-error.ts';
import { isOverlapViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { LessonSeriesTable } from './timetable.tables.ts';

type SeriesRow = Omit<LessonSeriesTable, 'id'> & { id: number };

/** The date of a weekday in the week starting on `monday`. */
export function dateInWeek(monday: string, weekday: number): string {
  return addDays(monday, weekday - 1);
}

/** The first date a series meets: its weekday on or after its first day. */
export function firstOccurrence(series: Pick<SeriesRow, 'starts_on' | 'weekday'>): string {
  const monday = mondayOf(series.starts_on);
  const date = dateInWeek(monday, series.weekday);
  return date >= series.starts_on ? date : addDays(date, 7);
}

function toLesson(row: SeriesRow, withNames: boolean): Lesson {
  const slot = { day: weekdayFromNumber(row.weekday), time: row.time, type: row.type };
  if (!withNames) return slot;
  return {
    ...slot,
    name: row.name,
    studentId: row.student_id,
    seriesId: Number(row.id),
    from: row.starts_on,
    until: row.ends_on,
  };
}

/** The series with an occurrence in the week starting on `monday`, of one teacher. */
async function seriesOfWeek(db: Db, teacherId: string, monday: string): Promise<SeriesRow[]> {
  const rows = await listSeriesBetween(db, [teacherId], monday, addDays(monday, 6));
  return rows
    .filter((row) => {
      const date = dateInWeek(monday, row.weekday);
      return row.starts_on <= date && (row.ends_on === null || row.ends_on >= date);
    })
    .sort(
      (a, b) =>
        a.weekday - b.weekday || a.time - b.time || (a.type === '2부' ? 1 : 0) - (b.type === '2부' ? 1 : 0),
    );
}

/**
 * The week of one teacher in reading order (day, hour, half). Names, student links and series
 * dates only when `withNames`: a visitor learns which halves are taken, never who takes them.
 */
export async function listLessons(
  db: Db,
  teacherId: string,
  withNames: boolean,
  monday: string,
): Promise<Lesson[]> {
  return (await seriesOfWeek(db, teacherId, monday)).map((row) => toLesson(row, withNames));
}

export interface NewLesson {
  teacherId: string;
  day: Weekday;
  time: number;
  type: LessonType;
  name: string;
  studentId: number | null;
  /** The first day; a new entry starts on the Monday of the week it is made for. */
  from: string;
  until: string | null;
  actor: AuditActor;
  now: Date;
}

/** Runs a change that places lessons, turning the database's overlap refusal into the 409. */
export async function placing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isOverlapViolation(error)) throw new AppError('timetable.taken', 409);
    throw error;
  }
}

export async function createLesson(db: Db, lesson: NewLesson): Promise<Lesson> {
  const { teacherId, day, time, type, name, studentId } = lesson;
  if (lesson.until !== null && lesson.until < lesson.from)
    throw new AppError('calendar.until_before_from', 400);
  const row = await placing(() =>
    db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('lesson_series')
        .values({
          teacher_id: teacherId,
          weekday: weekdayNumber(day),
          time,
          type,
          name,
          student_id: studentId,
          starts_on: lesson.from,
          ends_on: lesson.until,
          created_at: lesson.now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, lesson, {
        action: 'timetable.lesson.create',
        target: name,
        detail: { teacherId, day, time, type, studentId, from: lesson.from, until: lesson.until },
      });
      return created;
    }),
  );
  return toLesson({ ...row, id: Number(row.id) }, true);
}

/** A series' moved occurrences after its new last day: nothing is left of them to move. */
async function dropMovesAfter(trx: Db, seriesId: number, end: string): Promise<void> {
  await trx
    .deleteFrom('lesson_one_offs')
    .where('moved_series_id', '=', seriesId)
    .where('moved_from_date', '>', end)
    .execute();
}

/**
 * Ends a series from a date: the earlier weeks keep it. A series with no occurrence before
 * that date is deleted whole (with the week's moves of it).
 */
export async function endSeriesFrom(
  trx: Db,
  series: SeriesRow,
  from: string,
): Promise<'deleted' | 'ended' | 'unchanged'> {
  if (series.ends_on !== null && series.ends_on < from) return 'unchanged';
  const end = firstOccurrence(series) >= from ? null : endBefore(series.starts_on, from);
  // Guarded: of two simultaneous ends, the one that waited finds nothing left to change.
  if (end === null) {
    const deleted = await trx.deleteFrom('lesson_series').where('id', '=', series.id).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1 ? 'deleted' : 'unchanged';
  }
  const ended = await trx
    .updateTable('lesson_series')
    .set({ ends_on: end })
    .where('id', '=', series.id)
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', from)]))
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) return 'unchanged';
  await dropMovesAfter(trx, series.id, end);
  return 'ended';
}

/**
 * Removes one lesson (or, without `type`, the whole cell) from the week starting on `monday`
 * onwards: earlier weeks keep it. Returns what was removed.
 */
export async function deleteLessons(
  db: Db,
  request: {
    teacherId: string;
    day: Weekday;
    time: number;
    type?: LessonType;
    monday: string;
    actor: AuditActor;
    now: Date;
  },
): Promise<Lesson[]> {
  const { teacherId, day, time, type, monday } = request;
  const date = dateInWeek(monday, weekdayNumber(day));
  return db.transaction().execute(async (trx) => {
    const found = (await seriesOfWeek(trx, teacherId, monday)).filter(
      (row) =>
        row.weekday === weekdayNumber(day) && row.time === time && (type === undefined || row.type === type),
    );
    if (found.length === 0) throw new AppError('timetable.not_found', 404);
    const removed: SeriesRow[] = [];
    for (const row of found) {
      const outcome = await endSeriesFrom(trx, row, date);
      if (outcome === 'unchanged') continue;
      removed.push(row);
      await recordAudit(trx, request, {
        action: 'timetable.lesson.delete',
        target: row.name,
        detail: { teacherId, day, time, type: row.type, studentId: row.student_id, from: date, outcome },
      });
    }
    if (removed.length === 0) throw new AppError('timetable.not_found', 404);
    return removed.map((row) => toLesson(row, true));
  });
}

/** One of a teacher's series, or the 404 that hides another teacher's. */
export async function getOwnSeries(db: Db, teacherId: string, seriesId: number): Promise<SeriesRow> {
  const row = await db
    .selectFrom('lesson_series')
    .selectAll()
    .where('id', '=', seriesId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirstOrThrow(() => new AppError('calendar.series_not_found', 404));
  return { ...row, id: Number(row.id) };
}

export interface SeriesChange {
  teacherId: string;
  seriesId: number;
  /** The first day the change applies to; earlier occurrences stay as they were. */
  from: string;
  day?: Weekday;
  time?: number;
  type?: LessonType;
  until?: string | null;
  actor: AuditActor;
  now: Date;
}

/**
 * Changes a series from a date: the series ends the day before and a new one with the change
 * begins on that date (or, with nothing earlier to keep, the series itself is changed).
 */
export async function changeSeries(db: Db, change: SeriesChange): Promise<Lesson> {
  return placing(() =>
    db.transaction().execute(async (trx) => {
      const series = await getOwnSeries(trx, change.teacherId, change.seriesId);
      if (series.ends_on !== null && series.ends_on < change.from)
        throw new AppError('calendar.series_ended', 409);
      const next = {
        weekday: change.day === undefined ? series.weekday : weekdayNumber(change.day),
        time: change.time ?? series.time,
        type: change.type ?? series.type,
        ends_on: change.until === undefined ? series.ends_on : change.until,
      };
      const keepsEarlier = firstOccurrence(series) < change.from;
      const startsOn = keepsEarlier ? change.from : series.starts_on;
      if (next.ends_on !== null && next.ends_on < startsOn)
        throw new AppError('calendar.until_before_from', 400);
      let row: SeriesRow;
      if (keepsEarlier) {
        await endSeriesFrom(trx, series, change.from);
        const inserted = await trx
          .insertInto('lesson_series')
          .values({
            teacher_id: series.teacher_id,
            name: series.name,
            student_id: series.student_id,
            starts_on: startsOn,
            created_at: change.now.toISOString(),
            ...next,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        row = { ...inserted, id: Number(inserted.id) };
      } else {
        const updated = await trx
          .updateTable('lesson_series')
          .set(next)
          .where('id', '=', series.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        row = { ...updated, id: Number(updated.id) };
        // A move of an occurrence the series no longer has goes with it.
        if (next.weekday !== series.weekday) {
          await trx.deleteFrom('lesson_one_offs').where('moved_series_id', '=', series.id).execute();
        } else if (next.ends_on !== null) {
          await dropMovesAfter(trx, series.id, next.ends_on);
        }
      }
      await recordAudit(trx, change, {
        action: 'calendar.series.change',
        target: series.name,
        detail: {
          teacherId: series.teacher_id,
          from: change.from,
          before: {
            day: weekdayFromNumber(series.weekday),
            time: series.time,
            type: series.type,
            until: series.ends_on,
          },
          after: { day: weekdayFromNumber(row.weekday), time: row.time, type: row.type, until: row.ends_on },
        },
      });
      return toLesson(row, true);
    }),
  );
}

/** Ends a series from a date, or without a date deletes it whole. */
export async function endOrDeleteSeries(
  db: Db,
  request: { teacherId: string; seriesId: number; from: string | null; actor: AuditActor; now: Date },
): Promise<{ outcome: 'deleted' | 'ended' | 'unchanged' }> {
  return db.transaction().execute(async (trx) => {
    const series = await getOwnSeries(trx, request.teacherId, request.seriesId);
    let outcome: 'deleted' | 'ended' | 'unchanged';
    if (request.from === null) {
      await trx.deleteFrom('lesson_series').where('id', '=', series.id).execute();
      outcome = 'deleted';
    } else {
      outcome = await endSeriesFrom(trx, series, request.from);
    }
    await recordAudit(trx, request, {
      action: outcome === 'deleted' ? 'calendar.series.delete' : 'calendar.series.end',
      target: series.name,
      detail: { teacherId: series.teacher_id, from: request.from, outcome },
    });
    return { outcome };
  });
}

/** The series of some teachers (null = everyone's) that meet `[from, to]`. */
export async function listSeriesBetween(
  db: Db,
  teacherIds: readonly string[] | null,
  from: string,
  to: string,
) {
  const rows = await db
    .selectFrom('lesson_series')
    .selectAll()
    .$if(teacherIds !== null, (query) => query.where('teacher_id', 'in', teacherIds as string[]))
    .where('starts_on', '<=', to)
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', from)]))
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
