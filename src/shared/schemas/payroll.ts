/**
 * Teacher pay (강사 정산; DESIGN §4 "Teacher pay", docs/decisions/040-teacher-pay.md): a pay
 * rule per teacher from a start day, and a month's statement with its lines, adjustments for
 * earlier locked months, totals and 3.3 % withholding. Amounts are whole won.
 */
import { z } from 'zod';
import { MAX_PAY_AMOUNT, PAY_KINDS } from '../payroll-rules.ts';
import { LESSON_STATUSES } from '../student-rules.ts';
import { isCalendarDate } from '../time.ts';
import { wholeNumber } from './common.ts';

const month = z
  .string({ error: 'payroll.invalid_month' })
  .regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, { error: 'payroll.invalid_month' })
  .meta({ description: '정산할 달 YYYY-MM (한국 시간)', example: '2026-03' });

/** An account's id (text, as signed up). */
const teacherId = z
  .string({ error: 'payroll.teacher_required' })
  .min(1, { error: 'payroll.teacher_required' })
  .max(64, { error: 'payroll.teacher_not_found' })
  .meta({ description: '선생님 아이디' });

export const payrollTeacherParams = z.object({ teacherId });

const lessonStatus = z.enum(LESSON_STATUSES, { error: 'payroll.statuses_invalid' });

export const payRuleItem = z.object({
  kind: z.enum(PAY_KINDS),
  amount: z.number().int().nullable().describe('건당: 레슨 1회 금액, 시간당: 1시간 금액 (원); 비율이면 null'),
  halfAmount: z
    .number()
    .int()
    .nullable()
    .describe('건당: 30분 레슨 (1부·2부) 1회 금액 (원); null이면 레슨 1회 금액과 같음'),
  share: z.number().int().nullable().describe('비율: 선생님 몫 (%); 아니면 null'),
  statuses: z.array(z.enum(LESSON_STATUSES)),
  withholding: z.boolean().describe('3.3% 원천징수 (사업소득)'),
  from: z.string().describe('적용 시작일 YYYY-MM-DD'),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type PayRuleItem = z.infer<typeof payRuleItem>;

export const payRulesResponse = z.object({
  teacherId: z.string(),
  teacherName: z.string(),
  rules: z.array(payRuleItem).describe('적용 시작일 순'),
  lockedThrough: z.string().nullable().describe('확정한 마지막 달 YYYY-MM, 없으면 null'),
});
export type PayRulesResponse = z.infer<typeof payRulesResponse>;

export const setPayRuleRequest = z.object({
  kind: z.enum(PAY_KINDS, { error: 'payroll.kind_invalid' }),
  amount: wholeNumber('payroll.amount_invalid', 0, MAX_PAY_AMOUNT)
    .nullish()
    .transform((value) => value ?? null),
  halfAmount: wholeNumber('payroll.half_amount_invalid', 0, MAX_PAY_AMOUNT)
    .nullish()
    .transform((value) => value ?? null)
    .describe('건당만: 30분 레슨 (1부·2부) 1회 금액 (원); 생략하면 레슨 1회 금액'),
  share: wholeNumber('payroll.share_invalid', 1, 100)
    .nullish()
    .transform((value) => value ?? null),
  statuses: z
    .array(lessonStatus, { error: 'payroll.statuses_invalid' })
    .max(LESSON_STATUSES.length * 2, { error: 'payroll.statuses_invalid' })
    .nullish()
    .transform((value) => (value == null ? null : LESSON_STATUSES.filter((status) => value.includes(status))))
    .describe('정산할 레슨 상태; 생략하면 출석, 지각, 당일취소'),
  withholding: z.boolean({ error: 'payroll.withholding_invalid' }),
  from: z
    .string({ error: 'payroll.from_invalid' })
    .refine(isCalendarDate, { error: 'payroll.from_invalid' })
    .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', { error: 'payroll.from_invalid' })
    .describe('적용 시작일 YYYY-MM-DD'),
});
export type SetPayRuleRequest = z.input<typeof setPayRuleRequest>;

export const payrollQuery = z.object({
  month,
  teacherId: teacherId.optional().describe('생략하면 본인 (원장은 어느 선생님이든)'),
  format: z
    .enum(['json', 'csv'], { error: 'invalid_input' })
    .optional()
    .describe('csv: 엑셀용 CSV (UTF-8 BOM)'),
});

const statementLine = z.object({
  lessonId: z.number().int(),
  date: z.string().describe('레슨 날짜 YYYY-MM-DD'),
  student: z.string(),
  status: z.string().describe('레슨 상태 (조정이면 지금 상태, 삭제한 기록은 삭제)'),
  basis: z.string().describe('계산 근거'),
  amount: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementResponse = z.object({
  teacherId: z.string(),
  teacherName: z.string(),
  month: z.string(),
  lines: z.array(statementLine),
  adjustments: z.array(statementLine.extend({ month: z.string().describe('확정된 원래 달 YYYY-MM') })),
  total: z.number().int().describe('지급 총액 (조정 포함)'),
  withholding: z.number().int().describe('원천징수 합계 (소득세 + 지방소득세)'),
  incomeTax: z.number().int(),
  localTax: z.number().int(),
  net: z.number().int().describe('실지급액'),
  confirmed: z
    .object({ at: z.string(), by: z.string() })
    .nullable()
    .describe('확정했으면 그 시각과 확정한 사람, 아니면 null'),
  rules: z.array(payRuleItem).describe('이 달에 적용된 규칙'),
});
export type StatementResponse = z.infer<typeof statementResponse>;

export const confirmRequest = z.object({ month, teacherId });

export const csvParams = z.object({
  month,
  file: z
    .string({ error: 'payroll.teacher_required' })
    .regex(/^.{1,64}\.csv$/, { error: 'payroll.teacher_required' })
    .transform((value) => value.slice(0, -'.csv'.length))
    .meta({ description: '선생님아이디.csv' }),
});

export const payrollTeachersResponse = z.object({
  teachers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(['owner', 'teacher']),
      lockedThrough: z.string().nullable().describe('확정한 마지막 달 YYYY-MM, 없으면 null'),
    }),
  ),
});
export type PayrollTeachersResponse = z.infer<typeof payrollTeachersResponse>;
