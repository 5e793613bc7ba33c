/**
 * What kind of half a recorded lesson took: the type (1시간, 1부, 2부) of the calendar lesson a
 * record names by its occurrence key, for teacher pay (docs/decisions/052-pay-for-half-hour-lessons.md).
 * A series changed from a date keeps its earlier weeks in a row of their own (decision 035), so
 * a series key's type is the one the lesson had.
 */
import { parseOccurrenceKey } from '#shared/calendar-rules.ts';
import type { LessonType } from '#shared/timetable-rules.ts';
import type { Db } from '../../db/database.ts';

/** Each key's lesson type; a key whose series or one-off is gone, or no key at all, is left out. */
export async function lessonTypesOf(
  db: Db,
  keys: readonly (string | null)[],
): Promise<Map<string, LessonType>> {
  const seriesIds = new Set<number>();
  const oneOffIds = new Set<number>();
  for (const key of keys) {
    const ref = key === null ? null : parseOccurrenceKey(key);
    if (ref?.kind === 'series') seriesIds.add(ref.seriesId);
    else if (ref?.kind === 'one-off') oneOffIds.add(ref.oneOffId);
  }
  // Each table's types by id; a table none of the keys names is not read.
  const typesIn = async (table: 'lesson_series' | 'lesson_one_offs', ids: Set<number>) => {
    const rows =
      ids.size === 0
        ? []
        : await db
            .selectFrom(table)
            .select(['id', 'type'])
            .where('id', 'in', [...ids])
            .execute();
    return new Map(rows.map((row) => [Number(row.id), row.type]));
  };
  const [seriesType, oneOffType] = await Promise.all([
    typesIn('lesson_series', seriesIds),
    typesIn('lesson_one_offs', oneOffIds),
  ]);
  const types = new Map<string, LessonType>();
  for (const key of keys) {
    const ref = key === null ? null : parseOccurrenceKey(key);
    const type =
      ref?.kind === 'series'
        ? seriesType.get(ref.seriesId)
        : ref?.kind === 'one-off'
          ? oneOffType.get(ref.oneOffId)
          : undefined;
    if (key !== null && type !== undefined) types.set(key, type);
  }
  return types;
}
