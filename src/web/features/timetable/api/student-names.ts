/**
 * A teacher's current students (GET /api/member), for the lesson form to suggest and link
 * (src/server/features/timetable/calendar.routes.ts). The timetable reads the students API
 * itself, as the server's timetable reads the students' queries: features don't import each
 * other. Keyed under 'students', so every student change (a new one, a rename) refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import type { Student } from '#shared/schemas/students.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export type StudentName = Pick<Student, 'id' | 'name'>;

export function useStudentNames(teacherId: string) {
  return useQuery({
    queryKey: ['students', 'timetable-names', teacherId] as const,
    queryFn: async (): Promise<StudentName[]> =>
      (await api.get<Student[]>(withQuery('/api/member', { teacherId }))).map(({ id, name }) => ({
        id,
        name,
      })),
  });
}
