/** The month's CSV files for the accountant: lessons, payments and the 출석부. */

import { type Cell, toCsv } from '#shared/csv.ts';
import { ATTENDANCE_MARKS, type ExportKind } from '#shared/schemas/stats.ts';
import { LESSON_STATUSES } from '#shared/student-rules.ts';
import type { Db } from '../../db/database.ts';
import { buildAttendance } from './attendance-report.ts';
import { listMonthLessons, listMonthPayments } from './month-report.queries.ts';
import { type StatsScope, staffName } from './stats-scope.ts';

const KIND_LABELS = { payment: '결제', refund: '환불' } as const;

export async function exportCsv(db: Db, scope: StatsScope, kind: ExportKind): Promise<string> {
  const teacher = (id: string) => staffName(scope.staff, id);
  if (kind === 'lessons') {
    const lessons = await listMonthLessons(db, scope.range, scope.teacherId);
    return toCsv(
      ['날짜', '학생', '상태', '미수', '선생님'],
      lessons.map((row) => [
        row.lessonDay,
        row.name,
        row.status,
        row.owed ? '미수' : '',
        teacher(row.teacherId),
      ]),
    );
  }
  if (kind === 'payments') {
    const payments = await listMonthPayments(db, scope.range, scope.teacherId);
    return toCsv(
      ['날짜', '학생', '구분', '금액', '레슨 수', '미수 충당', '결제 방법', '현금영수증 번호', '선생님'],
      payments.map((row) => [
        row.payDay,
        row.name,
        KIND_LABELS[row.kind],
        row.pay,
        row.lesson,
        row.coversOwed,
        row.method,
        row.receiptNo ?? '',
        teacher(row.teacherId),
      ]),
    );
  }
  const register = await buildAttendance(db, scope);
  const days = Array.from({ length: register.daysInMonth }, (_, index) => String(index + 1));
  return toCsv(
    ['학생', '선생님', ...days.map((day) => `${day}일`), ...LESSON_STATUSES],
    register.rows.map((row): Cell[] => [
      row.name,
      teacher(row.teacherId),
      ...days.map((day) => (row.days[day] ?? []).map((status) => ATTENDANCE_MARKS[status]).join(' ')),
      ...LESSON_STATUSES.map((status) => row.totals[status]),
    ]),
  );
}

const FILE_LABELS: Record<ExportKind, string> = { lessons: '레슨', payments: '결제', attendance: '출석부' };

/** An ASCII name for old clients, and the Korean one (RFC 6266 filename*) for the rest. */
export function contentDisposition(month: string, kind: ExportKind): string {
  const korean = `${FILE_LABELS[kind]}-${month}.csv`;
  return `attachment; filename="${kind}-${month}.csv"; filename*=UTF-8''${encodeURIComponent(korean)}`;
}
