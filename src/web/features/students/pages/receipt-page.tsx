/**
 * The printable receipt of one payment (학원법 §15 requires one): the studio's name, its
 * representative (대표자), business number and address, the student, date, amount, lessons
 * and method. Outside the site's layout so that it prints alone, on A4 or on an 80 mm receipt
 * printer. A voided payment's receipt still prints, stamped 취소됨 with the date and reason, so
 * a copy handed out earlier can be matched and withdrawn.
 */

import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/field.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ReceiptSheet } from '../../../components/ui/receipt-sheet.tsx';
import { receiptRows } from '../../../lib/receipt-rows.ts';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { useReceipt } from '../api/students-api.ts';
import styles from './receipt-page.module.css';

export function ReceiptPage() {
  const paymentId = Number(useParams().paymentId);
  const receipt = useReceipt(paymentId);
  const navigate = useNavigate();
  useDocumentTitle('영수증');

  if (receipt.isPending) return <PageLoading />;
  if (receipt.isError) {
    return (
      <main className={styles.page}>
        <FormAlert>{receipt.error.message}</FormAlert>
      </main>
    );
  }
  const { studio, studentName, payment } = receipt.data;
  const rows = receiptRows(studentName, payment, { voidDetails: true });

  return (
    <main className={styles.page}>
      <ReceiptSheet
        classes={styles}
        back={
          <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
            돌아가기
          </button>
        }
        payment={payment}
        rows={rows}
        studio={studio}
        titleNote={payment.voided ? <span className="visually-hidden"> (취소됨)</span> : null}
        marks={
          payment.voided ? (
            <p className={styles.stamp} aria-hidden="true">
              취소됨
            </p>
          ) : null
        }
      >
        {payment.refunded ? <p className={styles.refunded}>이 결제는 환불되었습니다.</p> : null}
        {payment.voided ? (
          <p className={styles.voidNote}>
            이 결제는 잘못 입력되어 취소되었습니다. 영수증으로 쓸 수 없습니다.
          </p>
        ) : (
          <p className={styles.statement}>
            {payment.kind === 'refund' ? '위 금액을 환불하였음을 확인합니다.' : '위 금액을 정히 영수합니다.'}
          </p>
        )}
      </ReceiptSheet>
    </main>
  );
}
