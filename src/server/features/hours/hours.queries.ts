/**
 * 운영 시간 (docs/decisions/066): reading and replacing the studio's week and a teacher's week
 * and exceptions. A save replaces the whole of what it names in one transaction, having first
 * written its settings row: on PostgreSQL that row's lock queues a second save of the same
 * hours behind the first, so two windows saving at once leave one of the two weeks, whole.
 */
import {
  type DayHours,
  DEFAULT_WEEKLY,
  fromMinutes,
  type HoursException,
  type Span,
  toMinutes,
  workingSpan,
} from '#shared/hours-rules.ts';
import { addDays } from '#shared/time.ts';
import { weekdayFromNumber, weekdayNumber } from '#shared/timetable-rules.ts';
import type { Db } from '../../db/database.ts';

interface SpanRow {
  weekday: number;
  opens: number;
  closes: number;
}

function toWeekly(rows: readonly SpanRow[]): DayHours[] {
  return [...rows]
    .sort((a, b) => Number(a.weekday) - Number(b.weekday))
    .map((row) => ({
      day: weekdayFromNumber(Number(row.weekday)),
      from: fromMinutes(Number(row.opens)),
      to: fromMinutes(Number(row.closes)),
    }));
}

function toRows(weekly: readonly DayHours[]): SpanRow[] {
  return weekly.map((hours) => ({
    weekday: weekdayNumber(hours.day),
    opens: toMinutes(hours.from),
    closes: toMinutes(hours.to),
  }));
}

export interface StudioWeek {
  weekly: DayHours[];
  /** False until the owner saves: every day open across the grid, as before hours existed. */
  custom: boolean;
}

export async function getStudioWeek(db: Db): Promise<StudioWeek> {
  const [settings, rows] = await Promise.all([
    db.selectFrom('studio_hours_settings').select('id').executeTakeFirst(),
    db.selectFrom('studio_hours').selectAll().execute(),
  ]);
  if (!settings) return { weekly: [...DEFAULT_WEEKLY], custom: false };
  return { weekly: toWeekly(rows), custom: true };
}

export async function saveStudioWeek(
  trx: Db,
  input: { weekly: readonly DayHours[]; actorId: string; now: Date },
): Promise<StudioWeek> {
  const stamp = { updated_at: input.now.toISOString(), updated_by: input.actorId };
  await trx
    .insertInto('studio_hours_settings')
    .values({ id: 1, ...stamp })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(stamp))
    .execute();
  await trx.deleteFrom('studio_hours').execute();
  const rows = toRows(input.weekly);
  if (rows.length > 0) await trx.insertInto('studio_hours').values(rows).execute();
  return { weekly: toWeekly(rows), custom: true };
}

export interface TeacherWeek {
  /** Null: whenever the studio is open. */
  weekly: DayHours[] | null;
  exceptions: HoursException[];
  familyMessages: boolean;
}

function toException(row: { on_date: string; opens: number | null; closes: number | null }): HoursException {
  return row.opens === null || row.closes === null
    ? { date: row.on_date, off: true }
    : { date: row.on_date, from: fromMinutes(Number(row.opens)), to: fromMinutes(Number(row.closes)) };
}

/** A teacher's week and the exceptions dated `from` … `to` (every one when no range is given). */
export async function getTeacherWeek(
  db: Db,
  accountId: string,
  range?: { from: string; to: string },
): Promise<TeacherWeek> {
  const [settings, rows, exceptions] = await Promise.all([
    db
      .selectFrom('teacher_hours_settings')
      .select(['own_week', 'family_messages'])
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
    db
      .selectFrom('teacher_hours')
      .select(['weekday', 'opens', 'closes'])
      .where('account_id', '=', accountId)
      .execute(),
    db
      .selectFrom('teacher_hour_exceptions')
      .select(['on_date', 'opens', 'closes'])
      .where('account_id', '=', accountId)
      .$if(range !== undefined, (query) =>
        query.where('on_date', '>=', range?.from as string).where('on_date', '<=', range?.to as string),
      )
      .orderBy('on_date')
      .execute(),
  ]);
  return {
    weekly: settings && Number(settings.own_week) === 1 ? toWeekly(rows) : null,
    exceptions: exceptions.map(toException),
    familyMessages: settings ? Number(settings.family_messages) === 1 : false,
  };
}

export async function saveTeacherWeek(
  trx: Db,
  input: {
    accountId: string;
    weekly: readonly DayHours[] | null;
    exceptions: readonly HoursException[];
    familyMessages: boolean;
    actorId: string;
    now: Date;
  },
): Promise<TeacherWeek> {
  const { accountId } = input;
  const values = {
    own_week: input.weekly === null ? 0 : 1,
    family_messages: input.familyMessages ? 1 : 0,
    updated_at: input.now.toISOString(),
    updated_by: input.actorId,
  };
  await trx
    .insertInto('teacher_hours_settings')
    .values({ account_id: accountId, ...values })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
    .execute();
  await trx.deleteFrom('teacher_hours').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('teacher_hour_exceptions').where('account_id', '=', accountId).execute();
  if (input.weekly !== null && input.weekly.length > 0) {
    await trx
      .insertInto('teacher_hours')
      .values(toRows(input.weekly).map((row) => ({ account_id: accountId, ...row })))
      .execute();
  }
  const exceptions = [...input.exceptions].sort((a, b) => a.date.localeCompare(b.date));
  if (exceptions.length > 0) {
    await trx
      .insertInto('teacher_hour_exceptions')
      .values(
        exceptions.map((exception) => ({
          account_id: accountId,
          on_date: exception.date,
          opens: exception.off ? null : toMinutes(exception.from as string),
          closes: exception.off ? null : toMinutes(exception.to as string),
        })),
      )
      .execute();
  }
  return getTeacherWeek(trx, accountId);
}

/**
 * A teacher's working span for each date of a range (docs/decisions/066): what the 보강 places
 * offered to families and the week page keep to. Reads the studio's week, the teacher's week
 * and the exceptions of the range once, then works each date out with the shared rule.
 */
export async function workingSpans(
  db: Db,
  teacherId: string,
  from: string,
  to: string,
): Promise<Map<string, Span | null>> {
  const [studio, teacher] = await Promise.all([
    getStudioWeek(db),
    getTeacherWeek(db, teacherId, { from, to }),
  ]);
  const spans = new Map<string, Span | null>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    spans.set(
      date,
      workingSpan({ studio: studio.weekly, teacher: teacher.weekly, exceptions: teacher.exceptions }, date),
    );
  }
  return spans;
}

/** Whether the teacher asked to be sent a message when a family books a 보강 or reports an absence. */
export async function wantsFamilyMessages(db: Db, teacherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('teacher_hours_settings')
    .select('family_messages')
    .where('account_id', '=', teacherId)
    .executeTakeFirst();
  return row !== undefined && Number(row.family_messages) === 1;
}
