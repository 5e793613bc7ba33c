/**
 * The payment form's amount: typed with or without separators ("250000", "250,000", "25만"),
 * shown with separators while typing, and read as whole won.
 */
import type { Fee } from '#shared/schemas/site-curriculum.ts';
import { MAX_PAYMENT } from '#shared/student-rules.ts';

/** "250,000" or "25만" typed by hand → whole won; NaN when it is not a number at all. */
export function parseWon(text: string): number {
  const compact = text.replace(/[,\s원]/g, '');
  if (compact === '') return Number.NaN;
  const man = /^(\d+)만$/.exec(compact);
  if (man) return Number(man[1]) * 10_000;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * What the amount field shows while someone types: digits grouped by thousands. Anything that
 * is not plain digits ("25만") is left as typed, to be read on sending.
 */
export function groupDigits(text: string): string {
  const digits = text.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(digits)) return text;
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Per-lesson price, rounded to whole won. */
export function perLesson(pay: number, lessons: number): number | null {
  if (!Number.isFinite(pay) || pay <= 0 || !Number.isInteger(lessons) || lessons < 1) return null;
  return Math.round(pay / lessons);
}

/** The studio's usual per-lesson price: the published fee table's first row, as 재등록 안내 reads it. */
export function usualPerLesson(fees: readonly Fee[]): number | null {
  const first = fees[0];
  return first ? perLesson(first.price, first.lessons) : null;
}

/** More than this many times the usual per-lesson price is worth a second look. */
export const UNUSUAL_FACTOR = 3;

type AmountProblem = 'required' | 'too_large' | null;

export function amountProblem(pay: number): AmountProblem {
  if (!Number.isInteger(pay) || pay < 1) return 'required';
  if (pay > MAX_PAYMENT) return 'too_large';
  return null;
}
