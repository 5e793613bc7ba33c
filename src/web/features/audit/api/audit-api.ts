/** The owner's audit log, a page at a time (GET /api/audit). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '#shared/schemas/audit.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export function useAuditPage(page: number) {
  return useQuery({
    queryKey: ['audit', page],
    queryFn: () => api.get<AuditPage>(withQuery('/api/audit', { page })),
    placeholderData: keepPreviousData,
  });
}
