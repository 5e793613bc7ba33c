/**
 * The dated week: its occurrences (GET /api/calendar) and closed days (GET /api/closures), and
 * what a tap on the week changes — a record, a one-off lesson, a series ended from a day. Every
 * change reads the timetable again, and a record every student list too (remaining lessons,
 * 오늘 올 학생, credits).
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangeOneOffRequest, CreateOneOffRequest, Occurrence } from '#shared/schemas/calendar.ts';
import type { closedDay } from '#shared/schemas/closures.ts';
import type { LessonChange } from '#shared/schemas/students.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { addDays } from '#shared/time.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export type ClosedDay = z.infer<typeof closedDay>;

/** The week's occurrences; `teacherId` undefined only for a visitor before the teachers arrive. */
export function useCalendarWeek(teacherId: string | undefined, monday: string, enabled = true) {
  return useQuery({
    queryKey: ['timetable', 'calendar', teacherId ?? 'default', monday],
    queryFn: () =>
      api.get<Occurrence[]>(withQuery('/api/calendar', { from: monday, to: addDays(monday, 6), teacherId })),
    enabled,
  });
}

export function useClosedDays(monday: string) {
  return useQuery({
    queryKey: ['closures', 'week', monday],
    queryFn: () => api.get<ClosedDay[]>(withQuery('/api/closures', { from: monday, to: addDays(monday, 6) })),
  });
}

function useTimetableMutation<V, R>(mutationFn: (variables: V) => Promise<R>, students = false) {
  return useRefreshingMutation(['timetable'], mutationFn, { also: students ? [['students']] : [] });
}

interface RecordOccurrence {
  /** The student's name (the member routes name a student by it). */
  name: string;
  /** The owner names the teacher whose student it is. */
  teacherId: string | undefined;
  status: LessonStatus;
  date: string;
  occurrence: string;
}

/** The same call as the student page's 레슨 기록, naming the occurrence it records. */
export function useRecordOccurrence() {
  return useTimetableMutation(
    ({ name, teacherId, ...body }: RecordOccurrence) =>
      api.put<LessonChange>(withQuery(`/api/member/${encodeURIComponent(name)}`, { teacherId }), body),
    true,
  );
}

export function useCreateOneOff() {
  return useTimetableMutation(
    (request: CreateOneOffRequest) => api.post<Occurrence>('/api/calendar/one-offs', request),
    true,
  );
}

/** A one-off lesson moved to another day, hour or half: a 보강 keeps its credit. */
export function useChangeOneOff() {
  return useTimetableMutation(
    ({ id, ...request }: ChangeOneOffRequest & { id: number }) =>
      api.patch<Occurrence>(`/api/calendar/one-offs/${id}`, request),
    true,
  );
}

/** A one-off lesson deleted: a 보강's credit comes back. */
export function useDeleteOneOff() {
  return useTimetableMutation(
    (id: number) => api.delete<{ id: number }>(`/api/calendar/one-offs/${id}`),
    true,
  );
}

/** A weekly lesson ended from a day on: the days before keep it. */
export function useEndSeries() {
  return useTimetableMutation(({ id, from }: { id: number; from: string }) =>
    api.delete<{ outcome: 'deleted' | 'ended' | 'unchanged' }>(
      withQuery(`/api/calendar/series/${id}`, { from }),
    ),
  );
}
