/**
 * 레슨 노트 for staff: today's records with their notes, a student's notes, the quick phrases,
 * and saving a note. The keys sit under the student pages' `['students']`, so that recording or
 * deleting a lesson there reads these again, and a saved note reads them all again.
 */
import { useQuery } from '@tanstack/react-query';
import type { LessonNote, LessonNoteInput, NotePhrases, TodayNotes } from '#shared/schemas/lesson-notes.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const root = ['students', 'lesson-notes'] as const;

/** Today's lesson records (the owner: of the chosen teacher, or everyone's) with their notes. */
export function useTodayNotes(teacherId: string | undefined) {
  return useQuery({
    queryKey: [...root, 'today', teacherId ?? 'mine'],
    queryFn: () => api.get<TodayNotes>(withQuery('/api/lesson-notes/today', { teacherId })),
  });
}

export function useStudentNotes(studentId: number | undefined) {
  return useQuery({
    queryKey: [...root, 'student', studentId ?? 0],
    queryFn: () => api.get<{ notes: LessonNote[] }>(`/api/member/${studentId}/notes`),
    enabled: studentId !== undefined,
  });
}

/** The writer's own recent lines; fetched when the note dialog opens. */
export function useNotePhrases() {
  return useQuery({
    queryKey: [...root, 'phrases'],
    queryFn: () => api.get<NotePhrases>('/api/lesson-notes/phrases'),
    staleTime: 60_000,
  });
}

export function useSaveNote() {
  return useRefreshingMutation(root, ({ lessonId, note }: { lessonId: number; note: LessonNoteInput }) =>
    api.put<{ message: string; note: LessonNote }>(`/api/lessonList/${lessonId}/note`, note),
  );
}
