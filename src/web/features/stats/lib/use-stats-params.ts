/** The month and teacher of /managelesson live in the address, so a month can be bookmarked. */
import { useSearchParams } from 'react-router';
import { monthKey, parseMonth, seoulMonthOf } from '#shared/month.ts';
import type { StatsParams } from '../api/stats-api.ts';

export function useStatsParams(): [StatsParams, (next: Partial<StatsParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const now = new Date();
  const parsed = parseMonth(search.get('month') ?? '', now) ?? seoulMonthOf(now);
  const params: StatsParams = { month: monthKey(parsed), teacher: search.get('teacher') || undefined };
  const update = (next: Partial<StatsParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams({ month: merged.month });
    if (merged.teacher) query.set('teacher', merged.teacher);
    setSearch(query, { replace: true });
  };
  return [params, update];
}
