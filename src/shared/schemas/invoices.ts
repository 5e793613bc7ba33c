/**
 * 청구서: what staff send to make, list, cancel and mark bills, what a family's portal reads,
 * and what a pay link shows (docs/decisions/084).
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../student-rules.ts';
import { isCalendarDate } from '../time.ts';
import { idField, idParam, wholeNumber } from './common.ts';
import { lineField, plainText } from './text.ts';
import { payOrderFields, tossKeyFields, tossKeysAnswer } from './toss.ts';

export const INVOICE_STATUSES = ['대기', '결제 완료', '취소'] as const;
export const INVOICE_MAX_AMOUNT = 10_000_000;
export const INVOICE_MAX_LESSONS = 100;
export const INVOICE_NOTE_MAX = 200;
/** How far ahead a due date may be set. */
export const INVOICE_DUE_MAX_DAYS = 90;

const amount = wholeNumber('invoices.amount_invalid', 1, INVOICE_MAX_AMOUNT).meta({
  description: '금액 (원)',
});
// A bill is paid as a lesson package, and a package holds at least one lesson.
const lessons = wholeNumber('invoices.lessons_invalid', 1, INVOICE_MAX_LESSONS).meta({
  description: `결제되면 더해질 레슨 횟수 (1–${INVOICE_MAX_LESSONS}회)`,
});
const dueDate = z
  .string({ error: 'invoices.due_invalid' })
  .max(10, { error: 'invoices.due_invalid' })
  .refine(isCalendarDate, { error: 'invoices.due_invalid', abort: true })
  .meta({ description: '납부 기한 (YYYY-MM-DD, 서울; 오늘부터 90일 안)' });
const note = lineField({ tooLong: 'invoices.note_too_long', max: INVOICE_NOTE_MAX }).meta({
  description: '무엇을 위한 청구인지 (200자까지)',
});
const month = plainText('invoices.month_invalid')
  .max(7, { error: 'invoices.month_invalid' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invoices.month_invalid' })
  .meta({ description: '월 (YYYY-MM)' });
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
const status = z.enum(INVOICE_STATUSES, { error: 'invoices.status_invalid' });

/** `POST /api/invoices`: one bill for a student, by id. */
export const newInvoiceRequest = z.object({
  studentId: idField('invoices.student_not_found'),
  amount,
  lessons,
  dueDate,
  note: note.default(''),
});
/** `POST /api/invoices/batch`: a bill for each student whose lessons run out in the month. */
export const invoiceBatchRequest = z.object({ month, dueDate: dueDate.optional() });
/** `GET /api/invoices`: bills by state and by the month they are due in. */
export const invoiceListQuery = z.object({
  status: status.optional(),
  month: month.optional(),
  teacherId: z.string().min(1).max(100).optional(),
});
export const invoiceParams = z.object({ id: idParam('invoices.not_found') });
/** `POST /api/invoices/:id/paid`: paid outside the site (a transfer to the studio's account, cash). */
export const invoicePaidRequest = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'invoices.method_invalid' }),
  date: dueDate.optional().meta({ description: '결제일 (YYYY-MM-DD, 생략하면 오늘, 60일 전까지)' }),
});
export const payTokenParams = z.object({
  token: z.string().max(100).meta({ description: '결제 링크의 토큰' }),
});

export const invoice = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  teacherId: z.string(),
  amount: z.number().int(),
  lessons: z.number().int(),
  dueDate: z.string(),
  note: z.string(),
  status,
  /** Past its due date and not paid. */
  overdue: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paymentId: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceListResponse = z.object({
  invoices: z.array(invoice),
  /** The unpaid total of the bills listed that are 대기. */
  openTotal: z.number().int(),
});
export const invoiceCreatedResponse = z.object({
  message: z.string(),
  id: z.number().int(),
  /** The pay link for the family: the studio's address + `/pay/<token>`. Shown once. */
  url: z.string(),
  invoice,
});
export const invoiceBatchResponse = z.object({
  message: z.string(),
  made: z.array(z.object({ id: z.number().int(), studentName: z.string(), url: z.string() })),
  skipped: z.array(z.object({ studentName: z.string(), reason: z.string() })),
});
export const invoiceResponse = z.object({ message: z.string(), invoice });
export const payLinkResponse = z.object({ message: z.string(), url: z.string() });

/** What a pay link shows: the studio, the student, what for, how much, and how to pay. */
export const payPageResponse = z.object({
  invoice: z.object({
    studio: z.string(),
    studentName: z.string(),
    amount: z.number().int(),
    lessons: z.number().int(),
    note: z.string(),
    dueDate: z.string(),
    status,
  }),
  /** The studio's account for a transfer, when the studio has set one (사이트 관리 → 결제). */
  transfer: z.object({ account: z.string() }).nullable(),
  ...payOrderFields,
});
export const familyInvoicesResponse = z.object({ invoices: z.array(invoice) });

/** `GET/PUT /api/settings/payments`: how families pay. */
export const paymentSettings = z.object({
  transferAccount: lineField({ tooLong: 'invoices.account_too_long', max: 100 }).meta({
    description: '계좌이체 받을 계좌 (예: 국민은행 123456-01-234567 온음아카데미); 비우면 안 보임',
  }),
  ...tossKeyFields,
});
export const paymentSettingsResponse = z.object({
  transferAccount: z.string(),
  ...tossKeysAnswer,
  message: z.string().optional(),
});
