/** The month and state of /invoices live in the address, so a filtered list can be bookmarked. */
import { useSearchParams } from 'react-router';
import { monthKey, parseMonth, seoulMonthOf } from '#shared/month.ts';
import { INVOICE_STATUSES } from '#shared/schemas/invoices.ts';
import type { InvoiceFilter } from '../api/invoices-api.ts';

export function useInvoiceParams(): [InvoiceFilter, (next: Partial<InvoiceFilter>) => void] {
  const [search, setSearch] = useSearchParams();
  const now = new Date();
  const filter: InvoiceFilter = {
    month: monthKey(parseMonth(search.get('month') ?? '', now) ?? seoulMonthOf(now)),
    status: INVOICE_STATUSES.find((status) => status === search.get('status')),
  };
  const update = (next: Partial<InvoiceFilter>) => {
    const merged = { ...filter, ...next };
    const query = new URLSearchParams({ month: merged.month });
    if (merged.status) query.set('status', merged.status);
    setSearch(query, { replace: true });
  };
  return [filter, update];
}
