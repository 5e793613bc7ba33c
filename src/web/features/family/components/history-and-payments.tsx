/** 레슨 기록 and 결제: the student's lessons with their statuses, and payments with a receipt each. */
import { Link } from 'react-router';
import { formatWon } from '#shared/won.ts';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { cashReceiptState } from '../../../lib/cash-receipt-state.ts';
import { useFamilyCashReceipts, useFamilyHistory } from '../api/family-api.ts';
import { dayLabel, statusLabels } from '../lib/lesson-labels.ts';
import styles from './portal.module.css';

/** The latest lessons shown; the rest are the teacher's to tell. */
const LESSONS_SHOWN = 20;

export function HistoryAndPayments({ studentId }: { studentId: number }) {
  const history = useFamilyHistory(studentId);
  const cashReceipts = new Map(
    (useFamilyCashReceipts(studentId).data?.receipts ?? []).map((receipt) => [receipt.paymentId, receipt]),
  );
  if (history.isPending) return <PageLoading />;
  if (history.isError) return <p role="alert">{history.error.message}</p>;
  const { lessons, payments } = history.data;
  return (
    <>
      <section className={styles.section} aria-labelledby="history-title">
        <h2 id="history-title">레슨 기록</h2>
        {lessons.length === 0 ? (
          <p className={styles.empty}>아직 기록된 레슨이 없습니다.</p>
        ) : (
          <ul className={styles.list}>
            {lessons.slice(0, LESSONS_SHOWN).map((lesson) => (
              <li key={lesson.id} className={styles.row}>
                <span>{dayLabel(lesson.lessonDay)}</span>
                <span className={styles.state}>{statusLabels[lesson.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="payments-title">
        <h2 id="payments-title">결제</h2>
        {payments.length === 0 ? (
          <p className={styles.empty}>결제 기록이 없습니다.</p>
        ) : (
          <ul className={styles.list}>
            {payments.map((payment) => {
              const cashReceipt = cashReceipts.get(payment.id);
              return (
                <li key={payment.id} className={styles.row}>
                  <span>
                    {dayLabel(payment.payDay)} · {formatWon(Math.abs(payment.pay))}
                    {payment.kind === 'refund' ? ' 환불' : ` · ${payment.lesson}회`}
                    {payment.voided ? ' · 취소됨' : ''}
                    {cashReceipt ? (
                      <span className={styles.cashReceipt}>
                        현금영수증: {cashReceiptState(cashReceipt, 'family')}
                      </span>
                    ) : null}
                  </span>
                  <Link to={paths.family.receipt(payment.id)}>영수증</Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
