/**
 * Works the receipts with the provider (docs/decisions/089): each one on the to-do whose
 * family's number is on file is issued through Toss once the studio has keys — tried once; a
 * refusal leaves it on the to-do with Toss's reason — and each whose payment was refunded or
 * voided is taken back: cancelled with Toss when Toss issued it, put on the to-do when it was
 * issued at 홈택스, dropped from the to-do when it was never issued.
 *
 * Runs after a request that may have made work (a payment, a refund, a void) and every minute
 * with the scheduler; one run at a time in a process, and a lease on each row it asks Toss
 * about keeps a second instance (or staff typing a number) off it meanwhile.
 */
import type { Db } from '../../db/database.ts';
import { WITH_PAYMENT } from './cash-receipts.queries.ts';
import type { PaymentKeys } from './payment-keys.ts';
import { cancelCashReceipt, issueCashReceipt } from './toss-cash-receipts.ts';

const LEASE_MS = 5 * 60_000;
/** Who a change the provider made is recorded as. */
export const BY_PROVIDER = 'toss';

export interface ReceiptIssuer {
  /** One run: issues what may be issued, takes back what was refunded; waits for a run under way. */
  runOnce(): Promise<{ issued: number; refused: number; cancelled: number }>;
}

export function receiptIssuer(
  db: Db,
  options: { tossApiBase: string; now: () => Date; keys: (db: Db) => Promise<PaymentKeys | null> },
): ReceiptIssuer {
  let running: ReturnType<ReceiptIssuer['runOnce']> = Promise.resolve({
    issued: 0,
    refused: 0,
    cancelled: 0,
  });

  async function claim(id: number, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const claimed = await db
      .updateTable('cash_receipts')
      .set({ claimed_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  async function issue(keys: PaymentKeys): Promise<{ issued: number; refused: number }> {
    const now = options.now();
    const due = await db
      .selectFrom('cash_receipts')
      .innerJoin('cash_receipt_numbers', 'cash_receipt_numbers.student_id', 'cash_receipts.student_id')
      .innerJoin('students', 'students.id', 'cash_receipts.student_id')
      .select([
        'cash_receipts.id',
        'cash_receipts.amount',
        'cash_receipt_numbers.purpose',
        'cash_receipt_numbers.number',
        'students.name',
      ])
      .where('cash_receipts.status', '=', '할 일')
      .where('cash_receipts.auto_tried', '=', 0)
      .orderBy('cash_receipts.id')
      .limit(50)
      .execute();
    let issued = 0;
    let refused = 0;
    for (const row of due) {
      const id = Number(row.id);
      if (!(await claim(id, now))) continue;
      const answer = await issueCashReceipt(options.tossApiBase, keys.secretKey, {
        orderId: `cash-receipt-${id}`,
        orderName: `${row.name} 수강료`,
        amount: Number(row.amount),
        type: row.purpose,
        customerIdentityNumber: row.number,
      });
      if (answer.ok) issued += 1;
      else refused += 1;
      const outcome = answer.ok
        ? {
            status: '발급 완료' as const,
            purpose: row.purpose,
            receipt_no: answer.value.issueNumber,
            receipt_key: answer.value.receiptKey,
            issued_by: BY_PROVIDER,
            issued_at: options.now().toISOString(),
            last_error: null,
          }
        : { last_error: answer.reason };
      await db
        .updateTable('cash_receipts')
        .set({ ...outcome, auto_tried: 1, claimed_until: null })
        .where('id', '=', id)
        // Issued only while it is still to do; a refusal is noted whatever became of it.
        .$if(answer.ok, (query) => query.where('status', '=', '할 일'))
        .execute();
    }
    return { issued, refused };
  }

  /** Receipts whose payment was voided or refunded, with how much was given back. */
  async function takenBack() {
    const rows = await db
      .selectFrom('cash_receipts')
      .innerJoin('payments', 'payments.id', 'cash_receipts.payment_id')
      .leftJoin('payments as refunds', (join) =>
        join.onRef('refunds.refund_of', '=', 'payments.id').on('refunds.voided_at', 'is', null),
      )
      .select([
        'cash_receipts.id',
        'cash_receipts.status',
        'cash_receipts.amount',
        'cash_receipts.receipt_key',
        'cash_receipts.issued_by',
        'payments.voided_at',
        'refunds.amount as refunded',
      ])
      .where('cash_receipts.status', 'in', ['할 일', '발급 완료'])
      .where((eb) => eb.or([eb('payments.voided_at', 'is not', null), eb('refunds.id', 'is not', null)]))
      .limit(50)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      status: row.status,
      receiptKey: row.receipt_key,
      issuedBy: row.issued_by,
      amount:
        row.voided_at !== null || row.refunded === null
          ? Number(row.amount)
          : Math.min(Number(row.amount), -Number(row.refunded)),
    }));
  }

  async function takeBack(keys: PaymentKeys | null): Promise<number> {
    let cancelled = 0;
    for (const row of await takenBack()) {
      const now = options.now();
      const at = now.toISOString();
      if (row.status === '할 일') {
        // Never issued: it leaves the to-do.
        const changed = await db
          .updateTable('cash_receipts')
          .set({ status: '취소', cancel_amount: row.amount, cancelled_at: at, cancelled_by: BY_PROVIDER })
          .where('id', '=', row.id)
          .where('status', '=', '할 일')
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
          .executeTakeFirst();
        cancelled += Number(changed.numUpdatedRows);
        continue;
      }
      if (row.issuedBy === WITH_PAYMENT) {
        // Issued by Toss with the payment: Toss's cancel of the payment took it back (in part
        // for a part given back), so asking Toss again would be refused.
        await db
          .updateTable('cash_receipts')
          .set({ status: '취소', cancel_amount: row.amount, cancelled_at: at, cancelled_by: BY_PROVIDER })
          .where('id', '=', row.id)
          .where('status', '=', '발급 완료')
          .execute();
        cancelled += 1;
        continue;
      }
      if (row.receiptKey === null || keys === null) {
        // Issued at 홈택스 (or the keys are gone): staff cancel it there.
        await db
          .updateTable('cash_receipts')
          .set({ status: '취소 할 일', cancel_amount: row.amount })
          .where('id', '=', row.id)
          .where('status', '=', '발급 완료')
          .execute();
        continue;
      }
      if (!(await claim(row.id, now))) continue;
      const answer = await cancelCashReceipt(options.tossApiBase, keys.secretKey, row.receiptKey, row.amount);
      if (answer.ok) cancelled += 1;
      // Cancelled at Toss; or refused, and staff cancel it by hand with Toss's reason beside it.
      const outcome = answer.ok
        ? {
            status: '취소' as const,
            cancelled_at: options.now().toISOString(),
            cancelled_by: BY_PROVIDER,
            last_error: null,
          }
        : { status: '취소 할 일' as const, last_error: answer.reason };
      await db
        .updateTable('cash_receipts')
        .set({ ...outcome, cancel_amount: row.amount, claimed_until: null })
        .where('id', '=', row.id)
        .execute();
    }
    return cancelled;
  }

  async function run() {
    const keys = await options.keys(db);
    const { issued, refused } = keys ? await issue(keys) : { issued: 0, refused: 0 };
    const cancelled = await takeBack(keys);
    return { issued, refused, cancelled };
  }

  return {
    runOnce() {
      running = running.catch(() => undefined).then(run);
      return running;
    },
  };
}
