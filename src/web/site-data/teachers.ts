/**
 * Who teaches here (GET /api/lessons/teachers: the owner first, then the approved teachers by
 * name; ids and names only), for every page that shows or chooses a teacher: the timetable's
 * picker and the owner's teacher filter on the student page.
 */
import { useQuery } from '@tanstack/react-query';
import type { Teacher } from '#shared/schemas/timetable.ts';
import { api } from '../lib/api-client.ts';

export function useTeachers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['teachers'],
    queryFn: () => api.get<Teacher[]>('/api/lessons/teachers'),
    staleTime: 5 * 60_000,
    enabled,
  });
}
