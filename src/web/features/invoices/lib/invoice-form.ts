/**
 * The 청구서 만들기 form's reading: what the person typed becomes the request, or the Korean
 * message of the field to fix (the server checks everything again). A server refusal names
 * its field by its code, so it is shown under that field too.
 */
import { invoicesMessages } from '#shared/messages/invoices.ts';
import type { StudentFee } from '#shared/schemas/students.ts';
import { addDays } from '#shared/time.ts';
import type { NewInvoice } from '../api/invoices-api.ts';

export interface InvoiceDraft {
  studentId: string;
  amount: string;
  lessons: string;
  dueDate: string;
  note: string;
}

type InvoiceField = 'studentId' | 'amount' | 'lessons' | 'dueDate' | 'note';
export type InvoiceErrors = Partial<Record<InvoiceField, string>>;

/** A week from today: the usual time a family is given to pay. */
export function defaultDueDate(today: string): string {
  return addDays(today, 7);
}

/** What a student pays, typed in: its own fee when set (amount and lessons), else nothing. */
export function draftFromFee(fee: StudentFee | null): Pick<InvoiceDraft, 'amount' | 'lessons'> {
  return fee ? { amount: String(fee.pay), lessons: String(fee.lesson) } : { amount: '', lessons: '' };
}

const wholeNumber = (text: string): number | null => {
  const plain = text.replaceAll(',', '').replaceAll('원', '').trim();
  return /^\d{1,9}$/.test(plain) ? Number(plain) : null;
};

export function readInvoiceDraft(
  draft: InvoiceDraft,
): { ok: true; request: NewInvoice } | { ok: false; errors: InvoiceErrors } {
  const errors: InvoiceErrors = {};
  const studentId = Number(draft.studentId);
  if (!draft.studentId || !Number.isInteger(studentId)) errors.studentId = '학생을 골라 주세요.';
  const amount = wholeNumber(draft.amount);
  if (amount === null || amount < 1 || amount > 10_000_000)
    errors.amount = invoicesMessages['invoices.amount_invalid'];
  const lessons = wholeNumber(draft.lessons);
  if (lessons === null || lessons < 1 || lessons > 100)
    errors.lessons = invoicesMessages['invoices.lessons_invalid'];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate)) errors.dueDate = invoicesMessages['invoices.due_invalid'];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      studentId,
      amount: amount!,
      lessons: lessons!,
      dueDate: draft.dueDate,
      note: draft.note.trim(),
    },
  };
}

/** The field a server refusal is about, if it is about one. */
export const fieldOfCode: Partial<Record<string, InvoiceField>> = {
  'invoices.student_not_found': 'studentId',
  'invoices.amount_invalid': 'amount',
  'invoices.lessons_invalid': 'lessons',
  'invoices.due_invalid': 'dueDate',
  'invoices.due_past': 'dueDate',
  'invoices.due_too_far': 'dueDate',
  'invoices.note_too_long': 'note',
};
