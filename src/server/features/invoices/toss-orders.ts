/**
 * Orders for Toss's payment window and what becomes of them (docs/decisions/085).
 *
 * An order — which bill, how much — is written before the window opens, and a bill has one open
 * order at a time. Whatever brings news of a payment (the family's return, Toss's webhook, the
 * nightly look) only names it; the server asks Toss and settles what Toss says, here, once: the
 * order's row is locked, and a payment key already settled is answered as it was. A payment of a
 * bill that was paid meanwhile (by another way) is cancelled in full at Toss and kept as refunded.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '#shared/student-rules.ts';
import { seoulDate } from '#shared/time.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import type { AuditActor } from '../audit/index.ts';
import { receiptWithPayment } from '../cash-receipts/index.ts';
import { chargeStudentIn, type StudentNotices } from '../students/index.ts';
import type { TossClient, TossPayment } from './toss-client.ts';

/** Who the ledger says recorded a payment that came through Toss. */
export const TOSS_ACTOR: AuditActor = { id: 'toss', name: '토스페이먼츠' };

export interface SettleDeps {
  db: Db;
  dialect: Dialect;
  client: TossClient;
  now: () => Date;
  notices: Pick<StudentNotices, 'payment'>;
  /** The studio's secret key, for the cancel of a payment that came twice. */
  secretKey: string;
}

export type Settled =
  | { result: 'paid' | 'refunded'; invoiceId: number }
  | { result: 'waiting' | 'not-done' | 'mismatch' | 'unknown' };

const newOrderId = (invoiceId: number) => `bill${invoiceId}-${randomBytes(12).toString('base64url')}`;

/** The bill's open order, made now if it has none; whoever opens the page at once gets the same. */
export async function openOrder(
  db: Db,
  bill: { id: number; amount: number },
  now: Date,
): Promise<{ orderId: string; amount: number }> {
  const existing = () =>
    db
      .selectFrom('toss_orders')
      .select(['order_id', 'amount'])
      .where('open_invoice_id', '=', bill.id)
      .executeTakeFirst();
  let open = await existing();
  if (!open) {
    await db
      .insertInto('toss_orders')
      .values({
        order_id: newOrderId(bill.id),
        invoice_id: bill.id,
        open_invoice_id: bill.id,
        amount: bill.amount,
        status: '열림',
        payment_key: null,
        method: null,
        deposit_secret: null,
        payment_id: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('open_invoice_id').doNothing())
      .execute();
    open = await existing();
  }
  if (!open) throw new Error('no open order after making one');
  return { orderId: open.order_id, amount: Number(open.amount) };
}

export async function findOrder(db: Db, orderId: string) {
  return db.selectFrom('toss_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Toss's methods in the ledger's words: cards and easy pays are 카드, transfers and 가상계좌 계좌이체. */
function ledgerMethod(method: string | null): PaymentMethod {
  return method === '계좌이체' || method === '가상계좌' ? '계좌이체' : '카드';
}

/**
 * The 현금영수증 Toss issued with the payment when the family chose one in the window; none when
 * it did not (the studio then issues it, or it waits on the to-do: docs/decisions/099).
 */
function chosenReceipt(payment: TossPayment) {
  const receipt = payment.cashReceipt;
  if (!receipt || (receipt.type !== '소득공제' && receipt.type !== '지출증빙')) return null;
  if (typeof receipt.receiptKey !== 'string' || typeof receipt.issueNumber !== 'string') return null;
  return {
    purpose: receipt.type,
    receiptKey: receipt.receiptKey.slice(0, 200),
    issueNumber: receipt.issueNumber.slice(0, 40),
  } as const;
}

const settledResult = (status: string): 'paid' | 'refunded' => (status === '결제 완료' ? 'paid' : 'refunded');

/**
 * Acts on a payment as Toss reported it. Only a payment Toss says is DONE, of an order of ours,
 * of exactly the order's amount, enters the ledger; a 가상계좌 waiting for its deposit keeps the
 * secret its callback must carry.
 */
export async function settlePayment(deps: SettleDeps, payment: TossPayment): Promise<Settled> {
  const { db, dialect } = deps;
  const order = await findOrder(db, payment.orderId);
  if (!order) return { result: 'unknown' };
  if (payment.totalAmount !== Number(order.amount)) return { result: 'mismatch' };
  const now = deps.now();
  if (payment.status === 'WAITING_FOR_DEPOSIT') {
    await db
      .updateTable('toss_orders')
      .set({
        payment_key: payment.paymentKey,
        method: payment.method,
        deposit_secret: payment.secret ?? null,
        updated_at: now.toISOString(),
      })
      .where('order_id', '=', order.order_id)
      .where('status', '=', '열림')
      .execute();
    return { result: 'waiting' };
  }
  if (payment.status !== 'DONE') return { result: 'not-done' };
  const settled = await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('toss_orders')
      .selectAll()
      .where('order_id', '=', order.order_id)
      .$if(dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirstOrThrow();
    // A closed order Toss now says is paid (a late approval) is settled like an open one.
    if (locked.status !== '열림' && locked.status !== '닫힘') {
      return { result: settledResult(locked.status), invoiceId: Number(locked.invoice_id) } as const;
    }
    const bill = await trx
      .selectFrom('invoices')
      .select(['id', 'student_id', 'lessons', 'status'])
      .where('id', '=', locked.invoice_id)
      .$if(dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirstOrThrow();
    const settledOrder = {
      open_invoice_id: null,
      payment_key: payment.paymentKey,
      method: payment.method,
      updated_at: now.toISOString(),
    };
    if (bill.status !== '대기') {
      // Paid another way (or cancelled) meanwhile: this payment goes back in full.
      await trx
        .updateTable('toss_orders')
        .set({ ...settledOrder, status: '환불 중' })
        .where('order_id', '=', locked.order_id)
        .execute();
      return { result: 'refunded', invoiceId: Number(bill.id) } as const;
    }
    const charged = await chargeStudentIn(trx, dialect, {
      studentId: Number(bill.student_id),
      pay: Number(locked.amount),
      lesson: Number(bill.lessons),
      method: ledgerMethod(payment.method),
      payDay: seoulDate(payment.approvedAt ? new Date(payment.approvedAt) : now),
      actor: TOSS_ACTOR,
      now,
      notices: deps.notices,
    });
    const chosen = chosenReceipt(payment);
    if (chosen) await receiptWithPayment(trx, { paymentId: charged.payment.id, ...chosen, now });
    await trx
      .updateTable('invoices')
      .set({ status: '결제 완료', payment_id: charged.payment.id, paid_at: now.toISOString() })
      .where('id', '=', bill.id)
      .where('status', '=', '대기')
      .execute();
    await trx
      .updateTable('toss_orders')
      .set({ ...settledOrder, status: '결제 완료', payment_id: charged.payment.id })
      .where('order_id', '=', locked.order_id)
      .execute();
    return { result: 'paid', invoiceId: Number(bill.id) } as const;
  });
  if (settled.result === 'refunded') await refundOrder(deps, order.order_id);
  return settled;
}

/**
 * Cancels in full at Toss a payment kept as 환불 중 and marks it 환불. Toss is asked with one
 * idempotency key per payment, so a second try (the next webhook, the nightly look) cancels once.
 */
export async function refundOrder(deps: SettleDeps, orderId: string): Promise<boolean> {
  const order = await findOrder(deps.db, orderId);
  if (order?.status !== '환불 중' || !order.payment_key) return order?.status === '환불';
  const answer = await deps.client.cancel(
    deps.secretKey,
    order.payment_key,
    { cancelReason: '이미 결제된 청구서의 중복 결제' },
    `refund-${order.payment_key}`,
  );
  const cancelled = answer.ok
    ? answer.payment.status === 'CANCELED'
    : answer.code === 'ALREADY_CANCELED_PAYMENT';
  if (!cancelled) return false;
  await deps.db
    .updateTable('toss_orders')
    .set({ status: '환불', updated_at: deps.now().toISOString() })
    .where('order_id', '=', orderId)
    .where('status', '=', '환불 중')
    .execute();
  return true;
}
