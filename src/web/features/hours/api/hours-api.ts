/**
 * 운영 시간: the studio's week (`/api/hours`) and a teacher's week with exceptions
 * (`/api/accounts/:id/hours`). A save reads both again, since a teacher's places depend on the
 * studio's days too.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StudioHours,
  StudioHoursRequest,
  TeacherHours,
  TeacherHoursRequest,
} from '#shared/schemas/hours.ts';
import { api } from '../../../lib/api-client.ts';

const hoursKeys = {
  all: ['hours'] as const,
  studio: ['hours', 'studio'] as const,
  teacher: (id: string) => ['hours', 'teacher', id] as const,
};

const studioHoursQuery = () =>
  queryOptions({ queryKey: hoursKeys.studio, queryFn: () => api.get<StudioHours>('/api/hours') });

export function useStudioHours() {
  return useQuery(studioHoursQuery());
}

const teacherPath = (id: string) => `/api/accounts/${encodeURIComponent(id)}/hours`;

export function useTeacherHours(id: string | undefined) {
  return useQuery({
    queryKey: hoursKeys.teacher(id ?? ''),
    queryFn: () => api.get<TeacherHours>(teacherPath(id as string)),
    enabled: id !== undefined,
  });
}

function useHoursMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hoursKeys.all }),
  });
}

export function useSaveStudioHours() {
  return useHoursMutation((body: StudioHoursRequest) => api.put<StudioHours>('/api/hours', body));
}

export function useSaveTeacherHours(id: string) {
  return useHoursMutation((body: TeacherHoursRequest) => api.put<TeacherHours>(teacherPath(id), body));
}
