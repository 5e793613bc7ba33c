/**
 * 청구서: the student's bills, open ones first. A pay link cannot be shown again (only its hash
 * is kept), so 결제하기 asks the server for a fresh link of that bill and goes to its page (the
 * link in the studio's message stops opening then, as after any new link).
 */
import { useState } from 'react';
import { formatWon } from '#shared/won.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { useFamilyInvoices, useFamilyPayLink } from '../api/family-api.ts';
import { dayLabel } from '../lib/lesson-labels.ts';
import styles from './portal.module.css';

const ORDER = { 대기: 0, '결제 완료': 1, 취소: 2 } as const;

export function FamilyInvoices({ studentId }: { studentId: number }) {
  const invoices = useFamilyInvoices();
  const payLink = useFamilyPayLink();
  const [error, setError] = useState<string | null>(null);
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
          결제하기를 누르면 결제 페이지가 열립니다. 학원에서 받은 예전 결제 링크는 그때부터 열리지 않습니다.
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <ul className={styles.list}>
        {mine.map((invoice) => (
          <li key={invoice.id} className={styles.row}>
            <span>
              {invoice.note || '수강료'} · {formatWon(invoice.amount)}
              {invoice.status === '대기' ? ` · ${dayLabel(invoice.dueDate)}까지` : ''}
            </span>
            <span className={styles.payState}>
              <span className={styles.state}>
                {invoice.status === '대기' ? (invoice.overdue ? '기한 지남' : '결제 대기') : invoice.status}
              </span>
              {invoice.status === '대기' ? (
                <button
                  type="button"
                  className="button"
                  aria-label={`${invoice.note || '수강료'} 결제하기`}
                  disabled={payLink.isPending}
                  onClick={() => {
                    setError(null);
                    payLink.mutate(invoice.id, {
                      onSuccess: (answer) => window.location.assign(answer.url),
                      onError: (failure) => setError(failure.message),
                    });
                  }}
                >
                  결제하기
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
