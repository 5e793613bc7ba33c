/**
 * The month's figures (DESIGN §4 "Statistics"), put together from the students feature's
 * month queries: grouped per teacher in the database, summed here for the studio.
 */
import { addMonths, monthDays, monthKey, monthsEndingAt } from '#shared/month.ts';
import type { LessonCounts, MonthFigures, StatsResponse } from '#shared/schemas/stats.ts';
import { LESSON_STATUSES } from '#shared/student-rules.ts';
import type { Db } from '../../db/database.ts';
import { unusedLessons } from './balance-report.queries.ts';
import {
  countMonthLessons,
  countNewStudents,
  salesByMonth,
  totalMonthPayments,
} from './month-report.queries.ts';
import { type StatsScope, staffName } from './stats-scope.ts';

export const CHART_MONTHS = 12;

export function emptyCounts(): LessonCounts {
  return Object.fromEntries(LESSON_STATUSES.map((status) => [status, 0])) as LessonCounts;
}

function emptyFigures(): MonthFigures {
  return {
    sales: 0,
    payments: { count: 0, amount: 0 },
    refunds: { count: 0, amount: 0 },
    lessons: emptyCounts(),
    newStudents: 0,
    unusedLessons: 0,
    unusedValue: 0,
    owedLessons: 0,
    owedStudents: 0,
  };
}

export async function buildStats(db: Db, scope: StatsScope): Promise<StatsResponse> {
  const { range, teacherId, ym } = scope;
  const chartRange = { first: monthDays(addMonths(ym, 1 - CHART_MONTHS)).first, next: range.next };
  const [lessons, payments, newStudents, unused, sales] = await Promise.all([
    countMonthLessons(db, range, teacherId),
    totalMonthPayments(db, range, teacherId),
    countNewStudents(db, range, teacherId),
    unusedLessons(db, teacherId),
    salesByMonth(db, chartRange, teacherId),
  ]);

  const perTeacher = new Map<string, MonthFigures>();
  const figuresOf = (id: string) => {
    const figures = perTeacher.get(id) ?? emptyFigures();
    perTeacher.set(id, figures);
    return figures;
  };
  for (const row of lessons) figuresOf(row.teacherId).lessons[row.status] += row.count;
  for (const row of payments) {
    const figures = figuresOf(row.teacherId);
    if (row.kind === 'payment') figures.payments = { count: row.count, amount: row.amount };
    // Stored negative; shown as the amount given back.
    else figures.refunds = { count: row.count, amount: -row.amount };
    figures.sales = figures.payments.amount - figures.refunds.amount;
  }
  for (const row of newStudents) figuresOf(row.teacherId).newStudents = row.count;
  for (const row of unused) {
    const figures = figuresOf(row.teacherId);
    figures.unusedLessons = row.lessons;
    figures.unusedValue = row.value;
    figures.owedLessons = row.owedLessons;
    figures.owedStudents = row.owedStudents;
  }

  const total = emptyFigures();
  for (const figures of perTeacher.values()) {
    total.sales += figures.sales;
    total.payments.count += figures.payments.count;
    total.payments.amount += figures.payments.amount;
    total.refunds.count += figures.refunds.count;
    total.refunds.amount += figures.refunds.amount;
    for (const status of LESSON_STATUSES) total.lessons[status] += figures.lessons[status];
    total.newStudents += figures.newStudents;
    total.unusedLessons += figures.unusedLessons;
    total.unusedValue += figures.unusedValue;
    total.owedLessons += figures.owedLessons;
    total.owedStudents += figures.owedStudents;
  }

  const salesOf = new Map(sales.map((row) => [row.month, row.sales]));
  const response: StatsResponse = {
    month: monthKey(ym),
    ...total,
    chart: monthsEndingAt(ym, CHART_MONTHS).map((month) => ({
      month: monthKey(month),
      sales: salesOf.get(monthKey(month)) ?? 0,
    })),
  };
  if (scope.user.role === 'owner') {
    response.teachers = scope.staff.map((member) => ({ id: member.id, name: member.name }));
    if (teacherId === undefined) {
      response.byTeacher = [...perTeacher.entries()]
        .map(([id, figures]) => ({ teacherId: id, teacherName: staffName(scope.staff, id), ...figures }))
        .sort(
          (a, b) =>
            a.teacherName.localeCompare(b.teacherName, 'ko') || a.teacherId.localeCompare(b.teacherId),
        );
    }
  }
  return response;
}
