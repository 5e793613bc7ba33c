/**
 * The studio's and a teacher's hours as the week page shades them (decision 066): read from the
 * same addresses, under the same keys, as the 운영 시간 page, so a save there reads them again
 * here. The week's spans are worked out with the shared rule the server offers places by.
 */
import { useQuery } from '@tanstack/react-query';
import { type Span, workingSpan } from '#shared/hours-rules.ts';
import type { StudioHours, TeacherHours } from '#shared/schemas/hours.ts';
import { api } from '../../../lib/api-client.ts';

/** The teacher's span on each day of the week; undefined until both answers are in. */
export function useWorkingSpans(
  teacherId: string,
  days: readonly string[],
): ReadonlyMap<string, Span | null> | undefined {
  const studio = useQuery({
    queryKey: ['hours', 'studio'],
    queryFn: () => api.get<StudioHours>('/api/hours'),
  });
  const teacher = useQuery({
    queryKey: ['hours', 'teacher', teacherId],
    queryFn: () => api.get<TeacherHours>(`/api/accounts/${encodeURIComponent(teacherId)}/hours`),
  });
  if (!studio.data || !teacher.data) return undefined;
  const hours = {
    studio: studio.data.weekly,
    teacher: teacher.data.weekly,
    exceptions: teacher.data.exceptions,
  };
  return new Map(days.map((date) => [date, workingSpan(hours, date)]));
}
