/**
 * 청구서: the student's bills, open ones first. A pay link cannot be shown again (only its hash
 * is kept), so an open bill says to pay from the link in the studio's message, or to ask the
 * studio for a new one.
 */
import { formatWon } from '#shared/won.ts';
import { useFamilyInvoices } from '../api/family-api.ts';
import { dayLabel } from '../lib/lesson-labels.ts';
import styles from './portal.module.css';

const ORDER = { 대기: 0, '결제 완료': 1, 취소: 2 } as const;

export function FamilyInvoices({ studentId }: { studentId: number }) {
  const invoices = useFamilyInvoices();
  if (invoices.isPending || invoices.isError) return null;
  const mine = invoices.data.invoices
    .filter((invoice) => invoice.studentId === studentId)
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.dueDate.localeCompare(a.dueDate));
  if (mine.length === 0) return null;
  const open = mine.some((invoice) => invoice.status === '대기');
  return (
    <section className={styles.section} aria-labelledby="invoices-title">
      <h2 id="invoices-title">청구서</h2>
      {open ? (
        <p className={styles.note}>
          결제는 학원에서 문자나 카카오톡으로 보낸 결제 링크에서 할 수 있습니다. 링크를 찾을 수 없으면 학원에
          새 링크를 요청해 주세요.
        </p>
      ) : null}
      <ul className={styles.list}>
        {mine.map((invoice) => (
          <li key={invoice.id} className={styles.row}>
            <span>
              {invoice.note || '수강료'} · {formatWon(invoice.amount)}
              {invoice.status === '대기' ? ` · ${dayLabel(invoice.dueDate)}까지` : ''}
            </span>
            <span className={styles.state}>
              {invoice.status === '대기' ? (invoice.overdue ? '기한 지남' : '결제 대기') : invoice.status}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
