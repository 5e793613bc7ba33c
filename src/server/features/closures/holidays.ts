/**
 * Public holidays from `@hyunbinseo/holidays-kr`, the 월력요항 the government publishes each
 * year (설날, 추석 and 대체공휴일 included). The package ships one table per year it covers and
 * throws a RangeError for any other; here such a year simply has no holidays, so a calendar far
 * ahead shows only the studio's own closures until a package update brings that year.
 */
import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import type { HolidayTable } from '#shared/closure-rules.ts';

/** The year's holidays, or null when the package has no table for it. */
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
