/**
 * Deleted students (kept, with their records): the list under the student list and 복원, by id.
 * A restore refreshes every student query, since the student is back in the lists.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArchivedStudent, Student } from '#shared/schemas/students.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { studentKeys } from './students-api.ts';

export function useArchivedStudents(teacherId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...studentKeys.all, 'archived', teacherId ?? 'all'] as const,
    queryFn: () => api.get<ArchivedStudent[]>(withQuery('/api/member/archived', { teacherId })),
    enabled,
  });
}

export function useRestoreStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ message: string; student: Student }>(`/api/member/${id}/restore`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
