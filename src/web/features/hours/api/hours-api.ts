/**
 * 운영 시간: the studio's week (`/api/hours`) and a teacher's week with exceptions
 * (`/api/accounts/:id/hours`). A save reads both again, since a teacher's places depend on the
 * studio's days too.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  StudioHours,
  StudioHoursRequest,
  TeacherHours,
  TeacherHoursRequest,
} from '#shared/schemas/hours.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const hoursKeys = {
  all: ['hours'] as const,
  studio: ['hours', 'studio'] as const,
  teacher: (id: string) => ['hours', 'teacher', id] as const,
};

export function useStudioHours() {
  return useQuery({ queryKey: hoursKeys.studio, queryFn: () => api.get<StudioHours>('/api/hours') });
}

const teacherPath = (id: string) => `/api/accounts/${encodeURIComponent(id)}/hours`;

export function useTeacherHours(id: string | undefined) {
  return useQuery({
    queryKey: hoursKeys.teacher(id ?? ''),
    queryFn: () => api.get<TeacherHours>(teacherPath(id as string)),
    enabled: id !== undefined,
  });
}

export function useSaveStudioHours() {
  return useRefreshingMutation(hoursKeys.all, (body: StudioHoursRequest) =>
    api.put<StudioHours>('/api/hours', body),
  );
}

export function useSaveTeacherHours(id: string) {
  return useRefreshingMutation(hoursKeys.all, (body: TeacherHoursRequest) =>
    api.put<TeacherHours>(teacherPath(id), body),
  );
}
