/**
 * Refunds and voids of a Toss payment still 환불 중 (docs/decisions/093, 099): Toss did not
 * answer, or answered no on a retry; staff see them and may ask again now.
 */
import { z } from 'zod';
import { idParam } from './common.ts';

export const openCancel = z.object({
  id: z.number(),
  paymentId: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  kind: z.enum(['refund', 'void']),
  amount: z.number(),
  createdAt: z.string(),
  /** Why it still waits: Toss's code and message, or that it did not answer. */
  lastError: z.string().nullable(),
});
export type OpenCancel = z.infer<typeof openCancel>;

export const openCancelsQuery = z.object({
  studentId: idParam('students.not_found').optional(),
});
export const openCancelsResponse = z.object({ cancels: z.array(openCancel) });
export const cancelIdParams = z.object({ id: idParam('students.cancel_not_found') });
export const cancelRetryResponse = z.object({ message: z.string() });
