/**
 * 현금영수증: the number a family gives, a receipt's state on its payment, the staff's to-do and
 * what they type when they issued or cancelled one at 홈택스 (docs/decisions/089).
 */
import { z } from 'zod';
import { idParam } from './common.ts';
import { plainText } from './text.ts';

export const CASH_RECEIPT_PURPOSES = ['소득공제', '지출증빙'] as const;
export type CashReceiptPurpose = (typeof CASH_RECEIPT_PURPOSES)[number];
export const CASH_RECEIPT_STATUSES = ['할 일', '발급 완료', '취소 할 일', '취소'] as const;
export type CashReceiptStatus = (typeof CASH_RECEIPT_STATUSES)[number];
/** The days after the payment a receipt must be issued by. */
export const CASH_RECEIPT_DAYS = 5;

/** Digits only: a mobile phone (010…, 10–11 digits) or a business number (10 digits). */
export function cashReceiptNumber(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (/^01\d{8,9}$/.test(digits)) return digits;
  if (/^\d{10}$/.test(digits)) return digits;
  return null;
}

/** A number shown without its middle: 010****5678. */
export function maskedNumber(number: string): string {
  return number.length <= 7
    ? number
    : `${number.slice(0, 3)}${'*'.repeat(number.length - 7)}${number.slice(-4)}`;
}

export const studentIdParams = z.object({ id: idParam('cashReceipts.student_not_found') });
export const receiptIdParams = z.object({ id: idParam('cashReceipts.not_found') });
export const paymentIdParams = z.object({ id: idParam('cashReceipts.payment_not_found') });

export const cashReceiptNumberRequest = z
  .object({
    purpose: z.enum(CASH_RECEIPT_PURPOSES, { error: 'cashReceipts.purpose_invalid' }),
    number: plainText('cashReceipts.number_invalid')
      .max(20, { error: 'cashReceipts.number_invalid' })
      .transform((text, context) => {
        const number = cashReceiptNumber(text);
        if (number === null) {
          context.addIssue({ code: 'custom', message: 'cashReceipts.number_invalid' });
          return z.NEVER;
        }
        return number;
      }),
  })
  .nullable()
  .meta({ description: '현금영수증 번호 (휴대폰 번호나 사업자등록번호, 용도); null이면 지움' });

export const cashReceiptNumberResponse = z.object({
  message: z.string().optional(),
  number: z.object({ purpose: z.enum(CASH_RECEIPT_PURPOSES), number: z.string() }).nullable(),
});

export const cashReceipt = z.object({
  id: z.number(),
  paymentId: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  amount: z.number(),
  payDay: z.string(),
  dueOn: z.string(),
  status: z.enum(CASH_RECEIPT_STATUSES),
  purpose: z.enum(CASH_RECEIPT_PURPOSES).nullable(),
  receiptNo: z.string().nullable(),
  /** Issued through the provider (else typed in from 홈택스). */
  byProvider: z.boolean(),
  issuedAt: z.string().nullable(),
  cancelAmount: z.number().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why the provider did not issue it, when it was asked. */
  lastError: z.string().nullable(),
});
export type CashReceipt = z.infer<typeof cashReceipt>;

export const cashReceiptsResponse = z.object({ receipts: z.array(cashReceipt) });
export const cashReceiptResponse = z.object({ message: z.string(), receipt: cashReceipt });

export const receiptNoRequest = z.object({
  receiptNo: plainText('cashReceipts.receipt_no_invalid')
    .trim()
    .min(1, { error: 'cashReceipts.receipt_no_invalid' })
    .max(40, { error: 'cashReceipts.receipt_no_invalid' })
    .regex(/^[0-9A-Za-z-]+$/, { error: 'cashReceipts.receipt_no_invalid' })
    .meta({ description: '홈택스에서 받은 승인번호' }),
});

export const familyCashReceiptQuery = z.object({ paymentId: idParam('cashReceipts.payment_not_found') });
/** Which of the family's students a number is for (the family's own route to the same number). */
export const familyReceiptNumberQuery = z.object({ studentId: idParam('cashReceipts.student_not_found') });
/** A receipt as the family's copy shows it: its state, its number, when it is due, why it failed. */
export const familyCashReceipt = z.object({
  paymentId: z.number(),
  status: z.enum(CASH_RECEIPT_STATUSES),
  receiptNo: z.string().nullable(),
  purpose: z.enum(CASH_RECEIPT_PURPOSES).nullable(),
  dueOn: z.string(),
  /** Why the provider did not issue (or cancel) it, when it was asked. */
  lastError: z.string().nullable(),
});
export type FamilyCashReceipt = z.infer<typeof familyCashReceipt>;
export const familyCashReceiptResponse = z.object({ receipt: familyCashReceipt.nullable() });
/** Each payment's receipt of one of the family's students (for the payments list). */
export const familyCashReceiptsResponse = z.object({ receipts: z.array(familyCashReceipt) });
