/**
 * The month of a monthly page and one filter beside it (a teacher, a state) live in the
 * address, so that a view can be bookmarked and shared. A missing or broken month falls back to
 * this month of Seoul, or to the month `defaultMonth` picks from it.
 */
import { useSearchParams } from 'react-router';
import { monthKey, parseMonth, seoulMonthOf, type YearMonth } from '#shared/month.ts';

export type MonthParams<Key extends string, Value extends string> = { month: string } & {
  [K in Key]: Value | undefined;
};

interface MonthParamsOptions<Value extends string> {
  defaultMonth?(thisMonth: YearMonth): YearMonth;
  /** The filter's value from the address; by default any text but the empty one. */
  read?(raw: string): Value | undefined;
}

export function useMonthParams<Key extends string, Value extends string = string>(
  key: Key,
  {
    defaultMonth = (thisMonth) => thisMonth,
    read = (raw) => (raw as Value) || undefined,
  }: MonthParamsOptions<Value> = {},
): [MonthParams<Key, Value>, (next: Partial<MonthParams<Key, Value>>) => void] {
  const [search, setSearch] = useSearchParams();
  const now = new Date();
  const month = parseMonth(search.get('month') ?? '', now) ?? defaultMonth(seoulMonthOf(now));
  const params = { month: monthKey(month), [key]: read(search.get(key) ?? '') } as MonthParams<Key, Value>;
  const update = (next: Partial<MonthParams<Key, Value>>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams({ month: merged.month });
    const value = merged[key];
    if (value) query.set(key, value);
    setSearch(query, { replace: true });
  };
  return [params, update];
}
