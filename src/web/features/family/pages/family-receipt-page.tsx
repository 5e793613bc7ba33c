/**
 * /family/receipt/:paymentId: the family's copy of a payment's receipt (학원법 §15), printable
 * on A4 or a phone's share sheet. It shows what the studio's receipt shows, never a staff note.
 */
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ReceiptSheet } from '../../../components/ui/receipt-sheet.tsx';
import { paths } from '../../../config/paths.ts';
import { cashReceiptState } from '../../../lib/cash-receipt-state.ts';
import { receiptRows } from '../../../lib/receipt-rows.ts';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { useFamilyCashReceipt, useFamilyReceipt } from '../api/family-api.ts';
import { StudioContact } from '../components/studio-contact.tsx';
import { useManifestLink } from '../lib/use-manifest-link.ts';
import styles from './family-receipt-page.module.css';

export function FamilyReceiptPage() {
  const paymentId = Number(useParams().paymentId);
  const receipt = useFamilyReceipt(paymentId);
  const cashReceipt = useFamilyCashReceipt(paymentId).data?.receipt ?? null;
  useDocumentTitle('영수증');
  useManifestLink();

  if (receipt.isPending) return <PageLoading />;
  if (receipt.isError) {
    return (
      <>
        <main className={styles.page}>
          <p role="alert">{receipt.error.message}</p>
          <p>
            <Link to={paths.family.portal}>가족 페이지로</Link>
          </p>
        </main>
        <StudioContact />
      </>
    );
  }
  const { studio, studentName, payment } = receipt.data;
  const rows = receiptRows(studentName, payment, { voidDetails: false });
  if (cashReceipt) {
    rows.push(['현금영수증', cashReceiptState(cashReceipt, 'family')]);
  }

  return (
    <>
      <main className={styles.page}>
        <ReceiptSheet
          classes={styles}
          back={
            <Link className="button button-secondary" to={paths.family.portal}>
              가족 페이지로
            </Link>
          }
          payment={payment}
          rows={rows}
          studio={studio}
        >
          <p className={styles.statement}>
            {payment.voided
              ? '이 결제는 잘못 입력되어 취소되었습니다. 영수증으로 쓸 수 없습니다.'
              : payment.kind === 'refund'
                ? '위 금액을 환불하였음을 확인합니다.'
                : '위 금액을 정히 영수합니다.'}
          </p>
        </ReceiptSheet>
      </main>
      <StudioContact />
    </>
  );
}
