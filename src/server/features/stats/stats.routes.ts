/**
 * Monthly statistics for teachers and the owner (spec §7 `/api/lessonListmonth`,
 * `/api/payListmonth`; DESIGN §4 "Statistics"). Every route takes `month` (YYYY-MM, or a bare
 * 1–12 for this Seoul year) and an optional teacher; stats-scope.ts decides whose rows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monthKey } from '#shared/month.ts';
import {
  attendanceResponse,
  exportQuery,
  lessonListMonthResponse,
  monthQuery,
  payListMonthResponse,
  statsResponse,
} from '#shared/schemas/stats.ts';
import { recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { buildAttendance } from './attendance-report.ts';
import { listMonthLessons, listMonthPayments } from './month-report.queries.ts';
import { contentDisposition, exportCsv } from './stats-export.ts';
import { buildStats } from './stats-report.ts';
import { resolveScope, type StatsScope } from './stats-scope.ts';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guardRoutes = routesOf(app, 'stats', app.requireRole('teacher'));

  // Each monthly report: its path, its summary, its answer and how it is built from the scope.
  const reports = [
    [
      '/api/lessonListmonth',
      '한 달의 레슨 기록 (취소한 기록 제외, 날짜순)',
      lessonListMonthResponse,
      (scope: StatsScope) => listMonthLessons(app.db, scope.range, scope.teacherId),
    ],
    [
      '/api/payListmonth',
      '한 달의 결제와 환불 (날짜순)',
      payListMonthResponse,
      (scope: StatsScope) => listMonthPayments(app.db, scope.range, scope.teacherId),
    ],
    [
      '/api/stats',
      '한 달의 매출, 상태별 레슨 수, 남은 선불 레슨과 12개월 매출 (원장은 선생님별로도)',
      statsResponse,
      (scope: StatsScope) => buildStats(app.db, scope),
    ],
    [
      '/api/stats/attendance',
      '한 달의 출석부: 학생 × 날짜, 상태별 합계',
      attendanceResponse,
      (scope: StatsScope) => buildAttendance(app.db, scope),
    ],
  ] as const;

  for (const [url, summary, response, build] of reports) {
    guardRoutes.get(url, {
      summary: summary,
      querystring: monthQuery,
      response: { 200: response, ...recordErrors },
      handler: async (request) => build(await resolveScope(app.db, request, request.query, app.clock.now())),
    });
  }

  guardRoutes.get('/api/stats/export', {
    summary: '한 달의 레슨, 결제 또는 출석부를 CSV로 (UTF-8 BOM, 엑셀용)',
    querystring: exportQuery,
    response: { 200: z.string().describe('text/csv; charset=utf-8'), ...recordErrors },
    handler: async (request, reply) => {
      const scope = await resolveScope(app.db, request, request.query, app.clock.now());
      const csv = await exportCsv(app.db, scope, request.query.kind);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(monthKey(scope.ym), request.query.kind))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
};
