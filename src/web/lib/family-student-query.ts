/**
 * A read of the family portal about one of the family's students. The browser's to ask: the
 * server renders the portal as a visitor, who has no family. A refusal is shown, not retried.
 */
import { useQuery } from '@tanstack/react-query';
import { api, withQuery } from './api-client.ts';

export function useFamilyStudentQuery<T>(queryKey: readonly unknown[], path: string, studentId: number) {
  return useQuery({
    queryKey,
    queryFn: () => api.get<T>(withQuery(path, { studentId })),
    meta: { clientOnly: true },
    retry: false,
  });
}
