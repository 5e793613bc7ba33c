/** One teacher's week, the public teacher list, and the register / delete mutations. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLessonRequest, DeleteLessonRequest, Lesson, Teacher } from '#shared/schemas/timetable.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export const timetableKeys = {
  all: ['timetable'] as const,
  lessons: (teacherId: string | undefined) => ['timetable', 'lessons', teacherId ?? 'default'] as const,
  teachers: ['timetable', 'teachers'] as const,
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

export function useTeachers() {
  return useQuery({
    queryKey: timetableKeys.teachers,
    queryFn: () => api.get<Teacher[]>('/api/lessons/teachers'),
    staleTime: 5 * 60_000,
  });
}

export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateLessonRequest) => api.post<Lesson>('/api/lessons', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['timetable', 'lessons'] }),
  });
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeleteLessonRequest) => api.delete<Lesson[]>('/api/lessons', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['timetable', 'lessons'] }),
  });
}
