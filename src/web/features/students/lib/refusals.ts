/**
 * The server's refusals the student pages answer with more than a toast: a charged lesson
 * past the owed limit leads to the payment dialog; a refused date is said next to the date.
 */
import { ApiError } from '../../../lib/api-client.ts';

const NEEDS_PAYMENT = new Set(['students.no_lessons_left', 'students.owed_limit_reached']);

export function needsPayment(error: unknown): error is ApiError {
  return error instanceof ApiError && NEEDS_PAYMENT.has(error.code);
}

export function isDateRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400 && /date|day/.test(error.code);
}
