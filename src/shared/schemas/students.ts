/**
 * Students, lessons and payments (spec §3 "Member", "Lesson record", "Payment record", §7).
 * Field names stay the spec's: name, phone, lesson (remaining), joinDate, lessonDay, payDay,
 * pay. The teacher always comes from the session; `userId`/`teacherId` only narrow the
 * owner's view and are refused from a teacher when they name someone else.
 */
import { z } from 'zod';
import { PACKAGE_DAYS_MAX } from '../makeup-rules.ts';
import { INSTRUMENT_MAX, LEVEL_MAX, MEMO_MAX, REASON_MAX, STUDENT_NAME_MAX } from '../student-fields.ts';
import { LESSON_STATUSES, MAX_LESSONS_PER_PAYMENT, MAX_PAYMENT, PAYMENT_METHODS } from '../student-rules.ts';
import { STUDENT_QUERY_MAX } from '../student-search.ts';
import { isCalendarDate } from '../time.ts';
import { toMobilePhone } from './auth.ts';
import { credit, lessonPackage, occurrenceKey } from './calendar.ts';
import { idParams } from './common.ts';
import { lineField, nameField, paragraphField } from './text.ts';

export {
  INSTRUMENT_MAX,
  INSTRUMENT_SUGGESTIONS,
  LEVEL_MAX,
  LEVEL_SUGGESTIONS,
  MEMO_MAX,
  REASON_MAX,
  STUDENT_NAME_MAX,
} from '../student-fields.ts';

export const studentName = nameField({
  required: 'students.name_required',
  tooLong: 'students.name_too_long',
  max: STUDENT_NAME_MAX,
});

/** A Korean mobile number in any usual spelling, or empty when the student gave none. */
export const studentPhone = z
  .string({ error: 'students.phone_format' })
  .trim()
  .max(40, { error: 'students.phone_format' })
  .transform((value, context) =>
    value === '' ? '' : toMobilePhone('students.phone_format')(value, context),
  );

/**
 * A whole number from `min` to `max`. A number past `max` — however huge, even one too large to
 * be a safe integer, or Infinity from `1e400` — gets `tooLarge` rather than the general code.
 */
const whole = (code: string, min: number, max: number, tooLarge = code) => {
  const error = (issue: { input?: unknown }) =>
    typeof issue.input === 'number' && issue.input > max ? tooLarge : code;
  return z.number({ error }).int({ error }).min(min, { error: code }).max(max, { error: tooLarge });
};

/** A Seoul calendar date, `YYYY-MM-DD`. */
const calendarDate = z.string({ error: 'students.date_invalid' }).refine(isCalendarDate, {
  error: 'students.date_invalid',
});

const correctionReason = lineField({ tooLong: 'students.reason_too_long', max: REASON_MAX });

/** The scope of a request: whose students. Only the owner may name another teacher. */
export const scopeQuery = z.object({
  teacherId: z.string().min(1).max(100).optional(),
  userId: z.string().min(1).max(100).optional(),
});

/** `GET /api/member`: the scope, and what the teacher searched for. */
export const studentListQuery = scopeQuery.extend({
  q: lineField({ tooLong: 'students.query_too_long', max: STUDENT_QUERY_MAX })
    .optional()
    .describe(
      `검색어 (앞뒤 공백 제거, ${STUDENT_QUERY_MAX}자까지): 숫자만이면 전화번호의 일부 (- 와 공백은 무시), ` +
        '아니면 이름의 일부나 초성 ("ㄱㅁㅈ", "김ㅁ" → 김민지). 비우면 모두',
    ),
});

/**
 * Absent leaves the value as it is (an edit) or empty (a new student); null and '' clear it.
 * Free text is checked like every text of the site (control characters, direction overrides).
 */
const clearable = <T extends z.ZodType<string>>(field: T) =>
  field
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

const instrument = clearable(
  lineField({ tooLong: 'students.instrument_too_long', max: INSTRUMENT_MAX }),
).describe(`악기 (${INSTRUMENT_MAX}자까지, 자유 입력; 비우거나 null이면 없음)`);
const level = clearable(lineField({ tooLong: 'students.level_too_long', max: LEVEL_MAX })).describe(
  `수준 (${LEVEL_MAX}자까지, 예: 입문·초급·중급·고급; 비우거나 null이면 없음)`,
);
const memo = clearable(paragraphField({ tooLong: 'students.memo_too_long', max: MEMO_MAX })).describe(
  `선생님 메모 (${MEMO_MAX.toLocaleString('en-US')}자까지, 여러 줄): 선생님과 원장만 보며 학생·보호자에게는 보이지 않음`,
);

/** What the student pays: a whole won amount for a number of lessons. */
export const studentFee = z
  .object(
    {
      pay: whole('students.fee_pay_invalid', 1, MAX_PAYMENT, 'students.fee_pay_too_large').describe(
        '금액 (원)',
      ),
      lesson: whole('students.fee_lessons_invalid', 1, MAX_LESSONS_PER_PAYMENT).describe(
        '그 금액의 레슨 횟수',
      ),
    },
    { error: 'students.fee_invalid' },
  )
  .describe('학생의 수강료: 결제 창과 재등록 안내가 교육 과정의 첫 수강료보다 먼저 씀');
export type StudentFee = z.infer<typeof studentFee>;
const fee = studentFee.nullable().optional().describe('수강료 {pay, lesson}; null이면 지움');

export const studentNameParams = z.object({ name: z.string().min(1).max(200) });

export const createStudentRequest = z.object({
  name: studentName,
  phone: studentPhone.default(''),
  lesson: whole('students.lesson_count', 0, MAX_LESSONS_PER_PAYMENT).default(0),
  userId: z.string().max(100).optional(),
  instrument,
  level,
  memo,
  fee,
});
export type CreateStudentRequest = z.input<typeof createStudentRequest>;

/** Only the fields sent change; null or '' clears an optional one. */
export const updateStudentRequest = z.object({
  name: studentName.optional(),
  phone: studentPhone.optional(),
  instrument,
  level,
  memo,
  fee,
});
export type UpdateStudentRequest = z.input<typeof updateStudentRequest>;

/** A profile as stored: every field present, null when not given. */
export interface StudentProfile {
  instrument: string | null;
  level: string | null;
  memo: string | null;
  fee: StudentFee | null;
}

export const student = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    lesson: z.number().int().describe('남은 레슨 횟수; 음수면 결제 전에 진행한 레슨 수 (미수 = −lesson)'),
    joinDate: z.string().describe('등록일 (서울 날짜 YYYY-MM-DD)'),
    teacherId: z.string(),
    instrument: z.string().nullable().describe('악기'),
    level: z.string().nullable().describe('수준'),
    fee: studentFee.nullable(),
  })
  .describe('학생 (선생님 메모는 학생 한 명을 볼 때만)');
export type Student = z.infer<typeof student>;

/** A student of the list, with the day of their last lesson for sorting. */
export const studentListItem = student.extend({
  lastLessonDay: z
    .string()
    .nullable()
    .describe('마지막으로 레슨을 받은 날 (출석·지각, 서울 날짜); 아직 없으면 null'),
});
export type StudentListItem = z.infer<typeof studentListItem>;
export const studentListResponse = z.array(studentListItem);

/** `GET /api/member/archived`: students deleted (kept), the latest first. */
export const archivedStudent = student.extend({
  archivedAt: z.string().describe('삭제한 때 (ISO)'),
});
export type ArchivedStudent = z.infer<typeof archivedStudent>;
export const archivedStudentListResponse = z.array(archivedStudent);

/** `GET /api/member/credit-counts`: each current student's 보강권 usable today. */
export const creditCount = z.object({
  id: z.number().int(),
  credits: z.number().int().describe('오늘 쓸 수 있는 보강권 수'),
});
export type CreditCount = z.infer<typeof creditCount>;
export const creditCountsResponse = z.array(creditCount);

export const recordLessonRequest = z
  .object({
    status: z.enum(LESSON_STATUSES, { error: 'students.status_invalid' }).default('출석'),
    date: calendarDate
      .optional()
      .describe(
        '레슨 날짜 YYYY-MM-DD (서울): 생략하면 오늘, 60일 전까지; 사전취소·강사사정은 60일 뒤까지 미리 기록 가능',
      ),
    occurrence: occurrenceKey
      .optional()
      .describe("달력의 수업 이름 ('s12@2026-12-03' | 'o7'): 그 수업의 기록 (한 수업에 기록 하나)"),
    /** The spec's client sent the new remaining count; the server computes it and ignores this. */
    lesson: z.unknown().optional(),
  })
  .default({ status: '출석' });
export type RecordLessonRequest = z.input<typeof recordLessonRequest>;

export const lessonRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  lessonDay: z
    .string()
    .describe('레슨 날짜 (서울 날짜): 레슨이 있었던 (취소된) 날, 기록한 날과 다를 수 있음'),
  status: z.enum(LESSON_STATUSES),
  charged: z.boolean().describe('남은 레슨에서 1회를 차감했는지'),
  recordedAt: z.string().describe('기록 시각 (ISO-8601 UTC)'),
  recordedBy: z.string().describe('기록한 계정 아이디'),
  teacherId: z.string(),
});
export type LessonRecord = z.infer<typeof lessonRecord>;

export const lessonChangeResponse = z.object({
  message: z.string(),
  student,
  lessonRecord,
});
export type LessonChange = z.infer<typeof lessonChangeResponse>;

/** A record as the history lists it: who wrote it by their name too. */
export const lessonHistoryRecord = lessonRecord.extend({
  recordedByName: z.string().describe('기록한 사람의 이름 (계정이 지워졌으면 아이디)'),
});
export type LessonHistoryRecord = z.infer<typeof lessonHistoryRecord>;

export const lessonListResponse = z.array(lessonHistoryRecord);

/** The student page: the student with the teacher's memo, and what 오늘 기록 취소 would undo. */
export const studentDetailResponse = student.extend({
  credits: z.array(credit).describe('보강권 (최근 1년과 아직 쓸 수 있는 것; 새것부터)'),
  packages: z.array(lessonPackage).describe('결제 레슨 묶음 (새것부터; 남은 레슨은 먼저 산 것부터 씀)'),
  memo: z.string().nullable().describe('선생님 메모 (학생·보호자에게는 보이지 않음)'),
  undoable: lessonRecord
    .nullable()
    .describe('오늘(서울) 레슨의 마지막 기록: PUT /api/member/cancel/:name 이 취소할 기록; 없으면 null'),
});
export type StudentDetail = z.infer<typeof studentDetailResponse>;

/** `PATCH /api/lessonList/:id`: another status for a record of the last 60 days. */
export const correctLessonRequest = z.object({
  status: z.enum(LESSON_STATUSES, { error: 'students.status_invalid' }),
  reason: correctionReason.optional().describe('고친 이유 (감사 기록에 남음, 200자까지)'),
});
export type CorrectLessonRequest = z.input<typeof correctLessonRequest>;

/** `DELETE /api/lessonList/:id`: a record entered by mistake. */
export const deleteLessonRequest = z
  .object({ reason: correctionReason.optional().describe('지운 이유 (감사 기록에 남음, 200자까지)') })
  // A DELETE may come without a body.
  .nullish()
  .transform((body) => body ?? {});
export type DeleteLessonRequest = z.input<typeof deleteLessonRequest>;
export const todayQuery = scopeQuery.extend({
  date: z.string().refine(isCalendarDate, { error: 'students.date_invalid' }).optional(),
});

export const chargeRequest = z.object({
  pay: whole('students.pay_invalid', 1, MAX_PAYMENT, 'students.pay_too_large'),
  lesson: whole('students.pay_lessons_invalid', 1, MAX_LESSONS_PER_PAYMENT),
  method: z.enum(PAYMENT_METHODS, { error: 'students.method_invalid' }).default('카드'),
  receiptNo: z
    .string({ error: 'students.receipt_no_too_long' })
    .trim()
    .max(30, { error: 'students.receipt_no_too_long' })
    .regex(/^[0-9A-Za-z-]*$/, { error: 'students.receipt_no_too_long' })
    .optional(),
  validDays: whole('students.valid_days_invalid', 0, PACKAGE_DAYS_MAX)
    .optional()
    .describe('이 결제 레슨의 유효 기간 (결제일부터 며칠; 0이면 없음; 생략하면 수업 규칙의 기본값)'),
  date: calendarDate
    .optional()
    .describe(
      '결제일 YYYY-MM-DD (서울): 생략하면 오늘, 60일 전까지, 앞날은 안 됨; 내역·영수증·통계가 이 날짜를 씀',
    ),
});
export type ChargeRequest = z.input<typeof chargeRequest>;

export const paymentRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['payment', 'refund']),
  payDay: z.string().describe('결제 날짜 (서울 날짜)'),
  paidAt: z.string(),
  pay: z.number().int().describe('금액 (원); 환불은 음수'),
  lesson: z.number().int().describe('횟수; 환불은 0 이하'),
  method: z.enum(PAYMENT_METHODS),
  receiptNo: z.string().nullable(),
  refundOf: z.number().int().nullable(),
  refunded: z.boolean().describe('이 결제가 환불되었는지'),
  voided: z.boolean().describe('잘못 입력해 취소된 결제인지 (매출·통계에서 빠지고 기록에는 취소됨으로 남음)'),
  voidedAt: z.string().nullable().describe('취소한 시각 (ISO-8601 UTC)'),
  voidReason: z.string().nullable().describe('취소한 이유'),
  coversOwed: z.number().int().describe('이 결제의 레슨 중 미수를 채우는 데 쓴 수 (환불은 0)'),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;
export const paymentListResponse = z.array(paymentRecord);

export const chargeResponse = z.object({
  message: z.string(),
  cashReceiptReminder: z.string().nullable(),
  student,
  payment: paymentRecord,
});
export type ChargeResponse = z.infer<typeof chargeResponse>;

export const refundRequest = z.object({
  dryRun: z.boolean().default(false),
  amount: whole('students.refund_amount_invalid', 0, MAX_PAYMENT)
    .optional()
    .describe(
      '환불할 금액 (원): 생략하면 법정 환불액 (학원법 시행령 별표 4); 다르면 reason이 필요; 그 결제 금액을 넘을 수 없음',
    ),
  reason: correctionReason
    .optional()
    .describe('법정 환불액과 다른 금액을 환불하는 사유 (감사 기록에 남음, 200자까지)'),
  clearLessons: z
    .boolean({ error: 'invalid_input' })
    .optional()
    .describe('남은 레슨도 정리: 그 결제의 남은 레슨을 뺄지; 생략하면 환불 금액이 0원보다 클 때만 뺌'),
});
export type RefundRequest = z.input<typeof refundRequest>;

export const refundCalculation = z.object({
  paymentId: z.number().int(),
  amount: z.number().int(),
  lessons: z.number().int(),
  used: z.number().int(),
  unused: z.number().int(),
  bracket: z.enum(['before_start', 'before_third', 'before_half', 'after_half']),
  numerator: z.number().int(),
  denominator: z.number().int(),
  refund: z.number().int(),
  steps: z.array(z.string()),
});
export type RefundQuote = z.infer<typeof refundCalculation>;

export const refundResponse = z.object({
  message: z.string().nullable(),
  dryRun: z.boolean(),
  calculation: refundCalculation,
  student,
  payment: paymentRecord.nullable(),
});
export type RefundResponse = z.infer<typeof refundResponse>;

export const paymentIdParams = idParams;
export const lessonIdParams = paymentIdParams;

/** `POST /api/payList/:id/void`: a payment entered by mistake; the reason is required. */
export const voidPaymentRequest = z.object({
  reason: lineField({
    required: 'students.void_reason_required',
    tooLong: 'students.reason_too_long',
    max: REASON_MAX,
  }).describe('취소 이유 (1–200자, 필수)'),
});
export type VoidPaymentRequest = z.input<typeof voidPaymentRequest>;

export const voidPaymentResponse = z.object({ message: z.string(), student, payment: paymentRecord });
export type VoidPaymentResponse = z.infer<typeof voidPaymentResponse>;

export const receiptResponse = z.object({
  studio: z.object({
    name: z.string(),
    representative: z.string().describe('대표자 이름 (학원 정보의 대표자)'),
    businessNumber: z.string(),
    address: z.string(),
    phone: z.string(),
  }),
  studentName: z.string(),
  payment: paymentRecord,
});
export type Receipt = z.infer<typeof receiptResponse>;

export const messageWithStudent = z.object({ message: z.string(), student });
/** An edit answers with the student as the student page shows them, memo included. */
export const messageWithStudentDetail = z.object({
  message: z.string(),
  student: student.extend({ memo: z.string().nullable() }),
});
