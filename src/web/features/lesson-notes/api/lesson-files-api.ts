/**
 * Files on a lesson note for staff: a lesson's files, uploading one (multipart `file`) and
 * deleting one. The keys sit under the notes' own, so a change reads the notes again (their
 * answers list the files) as well as the lesson's list.
 */
import { useQuery } from '@tanstack/react-query';
import type { LessonFile } from '#shared/schemas/lesson-files.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const root = ['students', 'lesson-notes'] as const;
const filesKey = (lessonId: number) => [...root, 'files', lessonId] as const;

/** The address a file is served at, to its staff and its family alike. */
export const lessonFileUrl = (id: string) => `/api/lesson-files/${id}`;

export function useLessonFiles(lessonId: number) {
  return useQuery({
    queryKey: filesKey(lessonId),
    queryFn: () => api.get<{ files: LessonFile[] }>(`/api/lessonList/${lessonId}/files`),
  });
}

export function useUploadLessonFile(lessonId: number) {
  return useRefreshingMutation(root, (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<LessonFile & { message: string }>(`/api/lessonList/${lessonId}/files`, form);
  });
}

export function useDeleteLessonFile() {
  return useRefreshingMutation(root, (id: string) => api.delete<{ message: string }>(lessonFileUrl(id)));
}
