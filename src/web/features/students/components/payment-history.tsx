/** Payments and refunds, newest first, each payment with its printable receipt. */
import { Link } from 'react-router';
import type { PaymentRecord } from '#shared/schemas/students.ts';
import { formatWon } from '#shared/student-rules.ts';
import { paths } from '../../../config/paths.ts';
import styles from './history.module.css';

export function PaymentHistory({ payments }: { payments: PaymentRecord[] }) {
  if (payments.length === 0) return <p className={styles.empty}>아직 결제 기록이 없습니다.</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">결제 기록 (최근 순)</caption>
      <thead>
        <tr>
          <th scope="col">날짜</th>
          <th scope="col">금액</th>
          <th scope="col">횟수</th>
          <th scope="col">수단</th>
          <th scope="col">영수증</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} className={payment.kind === 'refund' ? styles.refund : undefined}>
            <td>
              {payment.payDay}
              {payment.kind === 'refund' ? <span className={styles.tag}>환불</span> : null}
              {payment.refunded ? <span className={styles.tag}>환불됨</span> : null}
            </td>
            <td className={styles.number}>{formatWon(payment.pay)}</td>
            <td className={styles.number}>{payment.lesson}회</td>
            <td>{payment.method}</td>
            <td>
              <Link
                to={paths.students.receipt(payment.id)}
                aria-label={`${payment.payDay} ${formatWon(payment.pay)} 영수증`}
              >
                영수증
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
