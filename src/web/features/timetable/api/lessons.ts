/** Registering a weekly lesson, and the timetable's query keys. The teacher list is site data (site-data/teachers.ts). */
import type { CreateLessonRequest, Lesson } from '#shared/schemas/timetable.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const timetableKeys = {
  all: ['timetable'] as const,
  memos: ['timetable', 'memos'] as const,
};

export function useCreateLesson() {
  return useRefreshingMutation(timetableKeys.all, (request: CreateLessonRequest) =>
    api.post<Lesson>('/api/lessons', request),
  );
}
