/**
 * /family/receipt/:paymentId: the family's copy of a payment's receipt (학원법 §15), printable
 * on A4 or a phone's share sheet. It shows what the studio's receipt shows, never a staff note.
 */
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
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
  const isRefund = payment.kind === 'refund';
  const rows = receiptRows(studentName, payment, { voidDetails: false });
  if (cashReceipt) {
    rows.push(['현금영수증', cashReceiptState(cashReceipt, 'family')]);
  }

  return (
    <>
      <main className={styles.page}>
        <div className={styles.toolbar}>
          <button type="button" className="button" onClick={() => window.print()}>
            인쇄
          </button>
          <Link className="button button-secondary" to={paths.family.portal}>
            가족 페이지로
          </Link>
        </div>
        <article className={styles.receipt} aria-labelledby="receipt-title">
          <h1 id="receipt-title" className={styles.title}>
            {isRefund ? '환불 영수증' : '교습비 영수증'}
          </h1>
          <p className={styles.number}>No. {payment.id}</p>
          <dl className={styles.rows}>
            {rows.map(([label, value]) => (
              <div key={label} className={styles.row}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.statement}>
            {payment.voided
              ? '이 결제는 잘못 입력되어 취소되었습니다. 영수증으로 쓸 수 없습니다.'
              : isRefund
                ? '위 금액을 환불하였음을 확인합니다.'
                : '위 금액을 정히 영수합니다.'}
          </p>
          <footer className={styles.studio}>
            <p className={styles.studioName}>{studio.name}</p>
            <p>대표자 {studio.representative}</p>
            <p>사업자등록번호 {studio.businessNumber}</p>
            <p>{studio.address}</p>
            <p>전화 {studio.phone}</p>
          </footer>
        </article>
      </main>
      <StudioContact />
    </>
  );
}
