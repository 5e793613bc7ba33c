/** One bill of the list: who, how much, for what, by when, its state and what staff can do with it. */
import type { Invoice } from '#shared/schemas/invoices.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { formatWon } from '#shared/won.ts';
import { dueLabel, stateLabel } from '../lib/invoice-labels.ts';
import styles from './invoice-item.module.css';

interface InvoiceItemProps {
  invoice: Invoice;
  busy: boolean;
  onPaid(): void;
  onRenew(): void;
  onCancel(): void;
}

export function InvoiceItem({ invoice, busy, onPaid, onRenew, onCancel }: InvoiceItemProps) {
  const open = invoice.status === '대기';
  const headingId = `invoice-${invoice.id}`;
  return (
    <li className={styles.item} data-status={invoice.status} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h3 id={headingId} className={styles.name}>
          {invoice.studentName}
        </h3>
        <span className={styles.badge} data-state={invoice.overdue ? 'overdue' : invoice.status}>
          {stateLabel(invoice)}
        </span>
      </div>
      <p className={styles.amount}>
        {formatWon(invoice.amount)}
        {invoice.lessons > 0 ? <span className={styles.lessons}> · 레슨 {invoice.lessons}회</span> : null}
      </p>
      {invoice.note ? <p className={styles.note}>{invoice.note}</p> : null}
      <p className={styles.meta}>
        {invoice.status === '결제 완료' && invoice.paidAt
          ? `${formatSeoulDateTime(invoice.paidAt)} 결제 완료`
          : invoice.status === '취소' && invoice.cancelledAt
            ? `${formatSeoulDateTime(invoice.cancelledAt)} 취소`
            : `납부 기한 ${dueLabel(invoice.dueDate)}`}
      </p>
      {open ? (
        <div className={styles.actions}>
          <button type="button" className="button" disabled={busy} onClick={onPaid}>
            결제 완료 처리
          </button>
          <button type="button" className="button button-secondary" disabled={busy} onClick={onRenew}>
            링크 새로 만들기
          </button>
          <button
            type="button"
            className={`button button-secondary ${styles.cancel}`}
            disabled={busy}
            onClick={onCancel}
          >
            취소
          </button>
        </div>
      ) : null}
    </li>
  );
}
