/** The statistics calls: the month's figures, its lessons, payments and 출석부, and CSV links. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AttendanceResponse,
  ExportKind,
  MonthLesson,
  MonthPayment,
  StatsResponse,
} from '#shared/schemas/stats.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export interface StatsParams {
  month: string;
  /** One teacher (owner's filter); undefined = everyone the user may see. */
  teacher: string | undefined;
}

const key = (name: string, params: StatsParams) =>
  ['stats', name, params.month, params.teacher ?? ''] as const;

function monthQuery<T>(name: string, url: string, params: StatsParams) {
  return queryOptions({
    queryKey: key(name, params),
    queryFn: () => api.get<T>(withQuery(url, { month: params.month, teacherId: params.teacher })),
    // Switching months keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export const useStats = (params: StatsParams) =>
  useQuery(monthQuery<StatsResponse>('figures', '/api/stats', params));
export const useMonthLessons = (params: StatsParams) =>
  useQuery(monthQuery<MonthLesson[]>('lessons', '/api/lessonListmonth', params));
export const useMonthPayments = (params: StatsParams) =>
  useQuery(monthQuery<MonthPayment[]>('payments', '/api/payListmonth', params));
export const useAttendance = (params: StatsParams) =>
  useQuery(monthQuery<AttendanceResponse>('attendance', '/api/stats/attendance', params));

/** A plain link: the browser downloads the file with the session cookie. */
export function exportUrl(params: StatsParams, kind: ExportKind): string {
  return withQuery('/api/stats/export', { month: params.month, kind, teacherId: params.teacher });
}
