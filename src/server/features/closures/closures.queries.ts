/**
 * 휴원일: the studio's own closures, and the closed days of a range — its closures merged with
 * the public holidays (closure-rules.ts). Other features (the dated calendar) ask through
 * `closedDays` and `isClosed`; nothing else of this feature is theirs to use.
 */
import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import {
  type ClosedDay,
  type ClosureKind,
  closedDaysByDate,
  daysOf,
  type HolidayTable,
  mergeClosures,
  yearsOf,
} from '#shared/closure-rules.ts';
import type { StudioClosureItem } from '#shared/schemas/closures.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';

/** The studio's closures, the earliest first, as the rules and the owner's page take them. */
function studioClosures(db: Db) {
  return db
    .selectFrom('studio_closures')
    .select(['id', 'starts_on as from', 'ends_on as to', 'name'])
    .orderBy('starts_on')
    .orderBy('id');
}

const toClosure = (row: StudioClosureItem): StudioClosureItem => ({ ...row, id: Number(row.id) });

/** Studio closures that touch `[from, to]`. */
async function studioClosuresIn(db: Db, from: string, to: string): Promise<StudioClosureItem[]> {
  const rows = await studioClosures(db).where('starts_on', '<=', to).where('ends_on', '>=', from).execute();
  return rows.map(toClosure);
}

/** The public holidays of `[from, to]` the owner opened for lessons. */
export async function openedHolidaysIn(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('holiday_openings')
    .select('date')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Set(rows.map((row) => row.date));
}

/**
 * Every closed day of `[from, to]` (Seoul dates, both included), sorted by date: one entry per
 * date and kind ('holiday' before 'studio'). A holiday the owner opened is not closed (a studio
 * closure on the same day still is). The range is the caller's to keep sensible (the GET route
 * allows 93 days); a year the holiday package does not cover has no holidays.
 */
export async function listClosedDays(db: Db, from: string, to: string): Promise<ClosedDay[]> {
  const [holidays, studio, opened] = await Promise.all([
    holidayTables(yearsOf(from, to)),
    studioClosuresIn(db, from, to),
    openedHolidaysIn(db, from, to),
  ]);
  return mergeClosures({ from, to, holidays, studio }).filter(
    (day) => !(day.kind === 'holiday' && opened.has(day.date)),
  );
}

/**
 * Opens a public holiday for lessons, in the caller's transaction: true when this call stored
 * it, false when it was open already (two windows at once: the primary key keeps one row).
 */
export async function openHoliday(
  db: Db,
  opening: { date: string; openedBy: string; now: Date },
): Promise<boolean> {
  const result = await db
    .insertInto('holiday_openings')
    .values({ date: opening.date, opened_by: opening.openedBy, opened_at: opening.now.toISOString() })
    .onConflict((conflict) => conflict.column('date').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Closes an opened holiday again: true when this call removed the opening. */
export async function closeHoliday(db: Db, date: string): Promise<boolean> {
  const result = await db.deleteFrom('holiday_openings').where('date', '=', date).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * For the calendar: the closed days of `[from, to]` by date — a date absent from the map is
 * open; a present one lists why it is closed (a public holiday, the studio's closure, or both).
 * A series' occurrence on such a date is skipped.
 */
export async function closedDays(
  db: Db,
  from: string,
  to: string,
): Promise<Map<string, { name: string; kind: ClosureKind }[]>> {
  return closedDaysByDate(await listClosedDays(db, from, to));
}

/** Whether one Seoul date is closed (a public holiday or a studio closure). */
export async function isClosed(db: Db, date: string): Promise<boolean> {
  return (await listClosedDays(db, date, date)).length > 0;
}

/**
 * The studio's closures for the owner's page: those ending on or after `since` (recent and
 * upcoming), the soonest first, at most `limit`.
 */
export async function listStudioClosures(db: Db, since: string, limit: number): Promise<StudioClosureItem[]> {
  const rows = await studioClosures(db).where('ends_on', '>=', since).limit(limit).execute();
  return rows.map(toClosure);
}

/**
 * Stores a closure and one row per day of it, in the caller's transaction. Null when one of
 * its days is already another closure's: the days' primary key refuses it, so of two owners'
 * windows adding overlapping ranges at once, one wins.
 */
export async function insertStudioClosure(
  db: Db,
  closure: { from: string; to: string; name: string; createdBy: string; now: Date },
): Promise<StudioClosureItem | null> {
  const row = await db
    .insertInto('studio_closures')
    .values({
      starts_on: closure.from,
      ends_on: closure.to,
      name: closure.name,
      created_by: closure.createdBy,
      created_at: closure.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  try {
    await db
      .insertInto('studio_closure_days')
      .values(daysOf(closure.from, closure.to).map((date) => ({ date, closure_id: id })))
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return { id, from: closure.from, to: closure.to, name: closure.name };
}

/** Deletes a closure (its days go with it); the closure as it was, or null when there was none. */
export async function deleteStudioClosure(db: Db, id: number): Promise<StudioClosureItem | null> {
  const row = await studioClosures(db).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom('studio_closure_days').where('closure_id', '=', id).execute();
  const result = await db.deleteFrom('studio_closures').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? toClosure(row) : null;
}

/**
 * Public holidays from `@hyunbinseo/holidays-kr`, the 월력요항 the government publishes each
 * year (설날, 추석 and 대체공휴일 included). The package ships one table per year it covers and
 * throws a RangeError for any other; here such a year simply has no holidays, so a calendar far
 * ahead shows only the studio's own closures until a package update brings that year. The
 * year's holidays, or null when the package has no table for it.
 */
export async function holidayTable(year: string): Promise<HolidayTable | null> {
  try {
    return await getHolidayPreset(year);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The tables of the given years that the package covers. */
export async function holidayTables(years: readonly string[]): Promise<HolidayTable[]> {
  const tables = await Promise.all(years.map(holidayTable));
  return tables.filter((table): table is HolidayTable => table !== null);
}
