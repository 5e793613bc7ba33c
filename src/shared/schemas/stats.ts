/**
 * Monthly statistics (spec §2 "Monthly statistics", §7 `/api/lessonListmonth`,
 * `/api/payListmonth`; DESIGN §4 "Statistics"). Field names of the spec stay: lessonDay, name,
 * payDay, pay, lesson. Amounts are whole won; a refund is a row with negative pay and lesson.
 */
import { z } from 'zod';
import { LESSON_STATUSES, PAYMENT_METHODS } from '../student-rules.ts';

const month = z
  .string({ error: 'stats.invalid_month' })
  .regex(/^(\d{4}-\d{2}|0?[1-9]|1[0-2])$/, { error: 'stats.invalid_month' })
  .optional()
  .meta({
    description: '월: YYYY-MM, 또는 1–12 (올해의 그 달, 한국 시간). 없으면 이번 달',
    example: '2026-03',
  });

const teacherId = z
  .string({ error: 'stats.teacher_not_found' })
  .min(1, { error: 'stats.teacher_not_found' })
  .max(64, { error: 'stats.teacher_not_found' });

/** `teacherId` (or the spec's `userId`, as the students routes take them): the owner narrows to one teacher; a teacher may only name themself. */
export const monthQuery = z.object({
  month,
  teacherId: teacherId.optional().meta({ description: '선생님 아이디 (원장만 다른 선생님을 고를 수 있음)' }),
  userId: teacherId.optional().meta({ description: 'teacherId 와 같음 (예전 클라이언트의 이름)' }),
});
export type MonthQuery = z.infer<typeof monthQuery>;

export const EXPORT_KINDS = ['lessons', 'payments', 'attendance'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const exportQuery = monthQuery.extend({
  kind: z.enum(EXPORT_KINDS, { error: 'stats.invalid_kind' }),
});

const lessonStatus = z.enum(LESSON_STATUSES);

export const monthLesson = z.object({
  id: z.number().int(),
  lessonDay: z.string().describe('레슨 날짜 YYYY-MM-DD (한국 시간)'),
  name: z.string().describe('학생 이름'),
  status: lessonStatus,
  studentId: z.number().int(),
  teacherId: z.string(),
});
export type MonthLesson = z.infer<typeof monthLesson>;
export const lessonListMonthResponse = z.array(monthLesson);

export const monthPayment = z.object({
  id: z.number().int(),
  payDay: z.string().describe('결제 날짜 YYYY-MM-DD (한국 시간)'),
  name: z.string().describe('학생 이름'),
  pay: z.number().int().describe('금액 (원); 환불은 음수'),
  lesson: z.number().int().describe('레슨 수; 환불은 0 또는 음수'),
  method: z.enum(PAYMENT_METHODS),
  kind: z.enum(['payment', 'refund']),
  receiptNo: z.string().nullable().describe('현금영수증 승인번호'),
  studentId: z.number().int(),
  teacherId: z.string(),
});
export type MonthPayment = z.infer<typeof monthPayment>;
/** Voided payments (entered by mistake) are not in it. */
export const payListMonthResponse = z.array(monthPayment);

export const lessonCounts = z.object(
  Object.fromEntries(LESSON_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof LESSON_STATUSES)[number],
    z.ZodNumber
  >,
);
export type LessonCounts = z.infer<typeof lessonCounts>;

const moneyCount = z.object({ count: z.number().int(), amount: z.number().int() });

/** The month's figures for the studio, or for one teacher. */
export const monthFigures = z.object({
  sales: z.number().int().describe('매출: 결제 합계 − 환불 합계 (원); 취소된 결제는 빠짐'),
  payments: moneyCount.describe('결제 건수와 합계'),
  refunds: moneyCount.describe('환불 건수와 환불한 금액 (양수)'),
  lessons: lessonCounts.describe('상태별 레슨 수 (취소한 기록은 빼고)'),
  newStudents: z.number().int().describe('이 달에 등록한 학생 수'),
  unusedLessons: z
    .number()
    .int()
    .describe('지금 남아 있는 선불 레슨 수 (현재 학생, 남은 레슨이 있는 학생만)'),
  unusedValue: z.number().int().describe('그 레슨들의 값: 학생마다 마지막 결제의 1회 단가 × 남은 수'),
  owedLessons: z.number().int().describe('지금 미수 레슨 수: 결제 전에 진행한 레슨 (현재 학생)'),
  owedStudents: z.number().int().describe('미수가 있는 학생 수'),
});
export type MonthFigures = z.infer<typeof monthFigures>;

export const teacherFigures = monthFigures.extend({ teacherId: z.string(), teacherName: z.string() });
export type TeacherFigures = z.infer<typeof teacherFigures>;

export const statsResponse = monthFigures.extend({
  month: z.string().describe('YYYY-MM'),
  /** The 12 months ending at `month`, oldest first. */
  chart: z.array(z.object({ month: z.string(), sales: z.number().int() })),
  /** Only for the owner looking at the whole studio. */
  byTeacher: z.array(teacherFigures).optional(),
  /** The teachers the owner may filter by; absent for a teacher. */
  teachers: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type StatsResponse = z.infer<typeof statsResponse>;

export const attendanceRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  teacherId: z.string(),
  archived: z.boolean(),
  /** Statuses by day of the month ("1"…"31"), in the order recorded. */
  days: z.record(z.string(), z.array(lessonStatus)),
  totals: lessonCounts,
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

export const attendanceResponse = z.object({
  month: z.string(),
  daysInMonth: z.number().int(),
  rows: z.array(attendanceRow),
});
export type AttendanceResponse = z.infer<typeof attendanceResponse>;

export { ATTENDANCE_MARKS } from '../attendance-marks.ts';
