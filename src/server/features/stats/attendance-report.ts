/** The month's 출석부: one row per student, each day's lesson statuses, totals per status. */
import { daysInMonth, monthKey } from '#shared/month.ts';
import type { AttendanceResponse, AttendanceRow } from '#shared/schemas/stats.ts';
import type { Db } from '../../db/database.ts';
import { listMonthMarks, registerStudents } from './month-report.queries.ts';
import { emptyCounts } from './stats-report.ts';
import type { StatsScope } from './stats-scope.ts';

export async function buildAttendance(db: Db, scope: StatsScope): Promise<AttendanceResponse> {
  const [students, lessons] = await Promise.all([
    registerStudents(db, scope.range, scope.teacherId),
    listMonthMarks(db, scope.range, scope.teacherId),
  ]);
  const rows = new Map<number, AttendanceRow>(
    students.map((student) => [student.studentId, { ...student, days: {}, totals: emptyCounts() }]),
  );
  // Records arrive by day, then id: a day's statuses stay in the order recorded.
  for (const lesson of lessons) {
    const row = rows.get(lesson.studentId);
    if (!row) continue;
    const day = String(Number(lesson.lessonDay.slice(8, 10)));
    const marks = row.days[day] ?? [];
    marks.push(lesson.status);
    row.days[day] = marks;
    row.totals[lesson.status] += 1;
  }
  return { month: monthKey(scope.ym), daysInMonth: daysInMonth(scope.ym), rows: [...rows.values()] };
}
