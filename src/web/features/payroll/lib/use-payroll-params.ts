/** The month and teacher of /payroll live in the address, so a statement can be bookmarked. */
import { useSearchParams } from 'react-router';
import { addMonths, monthKey, parseMonth, seoulMonthOf } from '#shared/month.ts';

interface PayrollParams {
  /** `YYYY-MM`; by default the month before this one, the month usually paid. */
  month: string;
  teacher: string | undefined;
}

export function usePayrollParams(): [PayrollParams, (next: Partial<PayrollParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const now = new Date();
  const parsed = parseMonth(search.get('month') ?? '', now) ?? addMonths(seoulMonthOf(now), -1);
  const params: PayrollParams = { month: monthKey(parsed), teacher: search.get('teacher') || undefined };
  const update = (next: Partial<PayrollParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams({ month: merged.month });
    if (merged.teacher) query.set('teacher', merged.teacher);
    setSearch(query, { replace: true });
  };
  return [params, update];
}
