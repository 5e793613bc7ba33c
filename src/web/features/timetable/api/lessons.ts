/** One teacher's week, and the register / delete mutations. The teacher list is site data (site-data/teachers.ts). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLessonRequest, DeleteLessonRequest, Lesson } from '#shared/schemas/timetable.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export const timetableKeys = {
  all: ['timetable'] as const,
  lessons: (teacherId: string | undefined) => ['timetable', 'lessons', teacherId ?? 'default'] as const,
  memos: ['timetable', 'memos'] as const,
};

export function lessonsQuery(teacherId: string | undefined) {
  return queryOptions({
    queryKey: timetableKeys.lessons(teacherId),
    queryFn: () => api.get<Lesson[]>(withQuery('/api/lessons', { teacherId })),
  });
}

export function useLessons(teacherId: string | undefined) {
  return useQuery(lessonsQuery(teacherId));
}

export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateLessonRequest) => api.post<Lesson>('/api/lessons', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timetableKeys.all }),
  });
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeleteLessonRequest) => api.delete<Lesson[]>('/api/lessons', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timetableKeys.all }),
  });
}
