/**
 * One-off lessons on a date (decision 035): a 보강 that uses the student's oldest valid
 * make-up credit, a 체험 for a prospective student, or one week's lesson of a series moved to
 * another day or hour. The database refuses an overlap (migration 019's trigger) and a second
 * move of one occurrence (a unique index); the credit is taken by a guarded UPDATE in the same
 * transaction, so a raced credit goes to one 보강 only.
 */

import type { Selectable } from 'kysely';
import { type OneOffKind, oneOffOccurrenceKey, parseOccurrenceKey } from '#shared/calendar-rules.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import { addDays } from '#shared/time.ts';
import { type LessonType, weekdayNumber, weekdayOfDate } from '#shared/timetable-rules.ts';
import { AppError } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { isClosed } from '../closures/index.ts';
import { releaseCreditOf, spendOldestCredit } from '../students/index.ts';
import { findOccurrence } from './calendar.queries.ts';
import { findOccurrenceRecord } from './calendar-records.queries.ts';
import { placing } from './timetable.queries.ts';
import type { LessonOneOffsTable } from './timetable.tables.ts';

/** Where a one-off stands, as stored: its day, that day's weekday, its hour and half. */
export function placedColumns(place: { date: string; time: number; type: LessonType }) {
  return {
    on_date: place.date,
    weekday: weekdayNumber(weekdayOfDate(place.date)),
    time: place.time,
    type: place.type,
  };
}

/** One-offs may be placed from 60 days back to a year ahead. */
const BACK_DAYS = 60;
const AHEAD_DAYS = 366;

export interface NewOneOff {
  teacherId: string;
  date: string;
  time: number;
  type: LessonType;
  kind: OneOffKind;
  /** The teacher's own student (checked by the route), with their name. */
  student: { id: number; name: string } | null;
  name: string | null;
  movedFrom: string | null;
  actor: AuditActor;
  now: Date;
  today: string;
  /** Written in the one-off's own transaction, after it: a family's booking tells the teacher. */
  alongside?: (trx: Db, lesson: Occurrence) => Promise<void>;
}

/** A one-off as the calendar lists it. */
export function toOneOffOccurrence(row: Selectable<LessonOneOffsTable>): Occurrence {
  const id = Number(row.id);
  return {
    key: oneOffOccurrenceKey(id),
    date: row.on_date,
    time: row.time,
    type: row.type,
    kind: row.kind,
    teacherId: row.teacher_id,
    name: row.name,
    studentId: row.student_id === null ? null : Number(row.student_id),
    seriesId: row.moved_series_id === null ? null : Number(row.moved_series_id),
    oneOffId: id,
    movedFrom: row.moved_from_date,
  };
}

/** Who and what a one-off is, from its kind: a move takes its series' student and name. */
async function subjectOf(db: Db, input: NewOneOff) {
  if (input.kind === 'moved') {
    if (input.movedFrom === null) throw new AppError('calendar.moved_needs_source', 400);
    const ref = parseOccurrenceKey(input.movedFrom);
    const source = ref?.kind === 'series' ? await findOccurrence(db, input.teacherId, input.movedFrom) : null;
    if (source?.kind !== 'series' || source.seriesId === null) {
      throw new AppError('calendar.occurrence_not_found', 404);
    }
    if (source.status !== null) throw new AppError('calendar.recorded_cannot_change', 409);
    return {
      name: source.name,
      studentId: source.studentId,
      movedSeriesId: source.seriesId,
      movedFromDate: source.date,
    };
  }
  if (input.kind === 'makeup' && input.student === null)
    throw new AppError('calendar.makeup_needs_student', 400);
  const name = input.student?.name ?? input.name;
  if (!name) throw new AppError('calendar.name_required', 400);
  return { name, studentId: input.student?.id ?? null, movedSeriesId: null, movedFromDate: null };
}

/** Refuses a day a one-off may not be placed on: out of the window, or closed. */
export async function checkOneOffDay(db: Db, date: string, today: string): Promise<void> {
  if (date < addDays(today, -BACK_DAYS) || date > addDays(today, AHEAD_DAYS)) {
    throw new AppError('calendar.date_out_of_window', 400);
  }
  if (await isClosed(db, date)) throw new AppError('calendar.closed_day', 409);
}

export async function createOneOff(db: Db, input: NewOneOff): Promise<Occurrence> {
  await checkOneOffDay(db, input.date, input.today);
  return placing(async () => {
    try {
      return await db.transaction().execute(async (trx) => {
        const subject = await subjectOf(trx, input);
        const row = await trx
          .insertInto('lesson_one_offs')
          .values({
            teacher_id: input.teacherId,
            ...placedColumns(input),
            name: subject.name,
            student_id: subject.studentId,
            kind: input.kind,
            moved_series_id: subject.movedSeriesId,
            moved_from_date: subject.movedFromDate,
            created_at: input.now.toISOString(),
            created_by: input.actor.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        const creditId =
          input.kind === 'makeup' && subject.studentId !== null
            ? await spendOldestCredit(trx, { studentId: subject.studentId, oneOffId: id, today: input.today })
            : null;
        await recordAudit(trx, input, {
          action: 'calendar.one_off.create',
          target: subject.name,
          detail: {
            teacherId: input.teacherId,
            kind: input.kind,
            date: input.date,
            time: input.time,
            type: input.type,
            studentId: subject.studentId,
            ...(subject.movedFromDate ? { movedFrom: subject.movedFromDate } : {}),
            ...(creditId ? { creditId } : {}),
          },
        });
        const lesson = toOneOffOccurrence(row);
        await input.alongside?.(trx, lesson);
        return lesson;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('calendar.already_moved', 409);
      throw error;
    }
  });
}

/**
 * One of the teacher's one-offs, to change or delete: 404 when there is none of theirs, 409 once
 * a lesson record holds it.
 */
export async function unrecordedOneOff(db: Db, teacherId: string, id: number) {
  const row = await db
    .selectFrom('lesson_one_offs')
    .selectAll()
    .where('id', '=', id)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirstOrThrow(() => new AppError('calendar.one_off_not_found', 404));
  if (await findOccurrenceRecord(db, oneOffOccurrenceKey(id))) {
    throw new AppError('calendar.recorded_cannot_change', 409);
  }
  return row;
}

/** Deletes one of a teacher's one-offs that is not recorded; a 보강's credit comes back. */
export async function deleteOneOff(
  db: Db,
  request: { teacherId: string; id: number; actor: AuditActor; now: Date },
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await unrecordedOneOff(trx, request.teacherId, request.id);
    await releaseCreditOf(trx, request.id);
    const removed = await trx.deleteFrom('lesson_one_offs').where('id', '=', request.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw new AppError('calendar.one_off_not_found', 404);
    await recordAudit(trx, request, {
      action: 'calendar.one_off.delete',
      target: row.name,
      detail: {
        teacherId: request.teacherId,
        kind: row.kind,
        date: row.on_date,
        time: row.time,
        type: row.type,
      },
    });
    return { id: request.id };
  });
}
