/**
 * A bill's message (event `invoice`): written through the outbox in the bill's own transaction,
 * to each of the student's contacts who consented to informational messages, so that the bill
 * and its message exist together or not at all. Its link is the one answered to staff; the
 * outbox keeps it whole only until the message has gone (messages/outbox-worker.ts).
 */
import { dayLabel } from '#shared/day-labels.ts';
import { formatWon } from '#shared/won.ts';
import type { Db } from '../../db/database.ts';
import { enqueueMessage } from '../messages/index.ts';

export async function messageInvoice(
  trx: Db,
  bill: { id: number; studentId: number; studentName: string; amount: number; dueDate: string },
  link: string,
  now: Date,
): Promise<number> {
  const written = await enqueueMessage(trx, {
    event: 'invoice',
    studentId: bill.studentId,
    variables: {
      이름: bill.studentName,
      금액: formatWon(bill.amount),
      기한: dayLabel(bill.dueDate),
      링크: link,
    },
    sourceKey: `invoice:${bill.id}`,
    now,
  });
  return written.length;
}
