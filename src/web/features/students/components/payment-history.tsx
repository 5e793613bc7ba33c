/**
 * Payments and refunds, newest first, each payment with its printable receipt. A payment
 * entered by mistake can be voided (결제 취소) where the rules allow it; a voided one stays
 * listed, struck through, as 취소됨 with its reason.
 */
import { Link } from 'react-router';
import type { Role } from '#shared/schemas/auth.ts';
import type { CashReceipt } from '#shared/schemas/cash-receipts.ts';
import type { OpenCancel } from '#shared/schemas/payment-cancels.ts';
import type { PaymentRecord } from '#shared/schemas/students.ts';
import { formatWon } from '#shared/won.ts';
import { paths } from '../../../config/paths.ts';
import { cashReceiptState } from '../../../lib/cash-receipt-state.ts';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import { voidOffer } from '../lib/void-window.ts';
import styles from './history.module.css';

interface PaymentHistoryProps {
  payments: PaymentRecord[];
  today: string;
  /** Who is looking: a teacher voids a payment of the day, the owner one of the last 30 days. */
  viewer: Role;
  /** The student's balance now: a payment whose lessons are partly used is refunded, not voided. */
  remaining: number;
  onVoid(payment: PaymentRecord): void;
  /** Each payment's 현금영수증, by payment id. */
  cashReceipts?: ReadonlyMap<number, CashReceipt>;
  /** Asks a 현금영수증 for a 현금·계좌이체 payment that has none (the family asked). */
  onAskReceipt?(payment: PaymentRecord): void;
  /** Refunds and voids left 환불 중 at Toss, by the payment they give back. */
  openCancels?: ReadonlyMap<number, OpenCancel>;
  /** Asks Toss again now for one left 환불 중. */
  onRetryCancel?(cancel: OpenCancel): void;
}

export function PaymentHistory({
  payments,
  today,
  viewer,
  remaining,
  onVoid,
  cashReceipts,
  onAskReceipt,
  openCancels,
  onRetryCancel,
}: PaymentHistoryProps) {
  if (payments.length === 0) return <p className={styles.empty}>아직 결제 기록이 없습니다.</p>;
  return (
    <table className={`${styles.table} ${styles.payments}`}>
      <caption className="visually-hidden">결제 기록 (최근 순)</caption>
      <thead className="head-hidden-below-600">
        <tr>
          <th scope="col">날짜</th>
          <th scope="col">금액</th>
          <th scope="col">횟수</th>
          <th scope="col">수단</th>
          <th scope="col">영수증</th>
          <th scope="col">
            <span className="visually-hidden">결제 취소</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => {
          const rowClass = payment.voided
            ? styles.voided
            : payment.kind === 'refund'
              ? styles.refund
              : undefined;
          const struck = payment.voided ? styles.struck : undefined;
          const offer = voidOffer(payment, today, viewer, remaining);
          const stuck = openCancels?.get(payment.id);
          /** A small button of the row, named with the payment it acts on. */
          const small = (label: string, action: string, onClick: () => void) => (
            <button
              type="button"
              className={`button button-secondary ${styles.small}`}
              aria-label={`${payment.payDay} ${formatWon(payment.pay)} ${action}`}
              onClick={onClick}
            >
              {label}
            </button>
          );
          return (
            <tr key={payment.id} className={rowClass}>
              <td className={styles.payDate}>
                <span className={struck}>{lessonDayLabel(payment.payDay, today)}</span>
                {payment.coversOwed > 0 && !payment.voided ? (
                  <span className={styles.coverTag}>미수 {payment.coversOwed}회 정산</span>
                ) : null}
                {payment.kind === 'refund' ? <span className={styles.tag}>환불</span> : null}
                {payment.refunded ? <span className={styles.tag}>환불됨</span> : null}
                {payment.voided ? (
                  <span className={styles.voidTag}>
                    취소됨{payment.voidReason ? ` (${payment.voidReason})` : ''}
                  </span>
                ) : null}
              </td>
              <td className={`${styles.number} ${styles.amount} ${struck ?? ''}`}>
                {formatWon(payment.pay)}
              </td>
              <td className={`${styles.number} ${styles.count} ${struck ?? ''}`}>{payment.lesson}회</td>
              <td className={`${styles.method} ${struck ?? ''}`}>{payment.method}</td>
              <td className={styles.receipt}>
                <Link
                  to={paths.students.receipt(payment.id)}
                  aria-label={`${payment.payDay} ${formatWon(payment.pay)} 영수증`}
                >
                  영수증
                </Link>
                {payment.kind === 'payment' && cashReceipts?.get(payment.id) ? (
                  <span className={styles.cashReceipt}>
                    현금영수증: {cashReceiptState(cashReceipts.get(payment.id)!, 'staff')}
                  </span>
                ) : payment.kind === 'payment' &&
                  !payment.voided &&
                  onAskReceipt &&
                  (payment.method === '현금' || payment.method === '계좌이체') ? (
                  small('현금영수증', '현금영수증 요청', () => onAskReceipt(payment))
                ) : null}
              </td>
              <td className={styles.manage}>
                {stuck ? (
                  <span className={styles.stuck}>
                    <span className={styles.voidTag}>
                      {stuck.kind === 'void' ? '결제 취소' : '환불'} 중 · {formatWon(stuck.amount)}
                    </span>
                    {stuck.lastError ? <span className={styles.note}>{stuck.lastError}</span> : null}
                    {onRetryCancel ? small('다시 요청', '환불 다시 요청', () => onRetryCancel(stuck)) : null}
                  </span>
                ) : offer === 'offer' ? (
                  small('결제 취소', '결제 취소', () => onVoid(payment))
                ) : offer === 'used' ? (
                  <span className={styles.note}>레슨 사용됨 · 환불로 처리</span>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
