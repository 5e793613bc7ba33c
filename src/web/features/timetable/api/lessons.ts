/** Registering a weekly lesson, and the timetable's query keys. The teacher list is site data (site-data/teachers.ts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLessonRequest, Lesson } from '#shared/schemas/timetable.ts';
import { api } from '../../../lib/api-client.ts';

export const timetableKeys = {
  all: ['timetable'] as const,
  memos: ['timetable', 'memos'] as const,
};

export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateLessonRequest) => api.post<Lesson>('/api/lessons', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timetableKeys.all }),
  });
}
