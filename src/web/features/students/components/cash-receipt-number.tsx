/**
 * 현금영수증 번호 on the student page: the phone or business number the family gave (or typed
 * here for it), and what for. With it (and the studio's payment keys), a 현금 or 계좌이체
 * payment's receipt is issued by itself; without it, the receipt waits on the home page's to-do.
 */
import { ReceiptNumberForm } from '../../../components/ui/receipt-number-form.tsx';
import { useCashReceiptNumber, useSaveCashReceiptNumber } from '../api/cash-receipts-api.ts';
import styles from './history.module.css';

export function CashReceiptNumber({ studentId }: { studentId: number }) {
  const current = useCashReceiptNumber(studentId);
  const save = useSaveCashReceiptNumber(studentId);
  return (
    <div className={styles.receiptNumber}>
      <ReceiptNumberForm
        idPrefix={`cash-receipt-${studentId}`}
        headingId="cash-receipt-number-title"
        heading={<h3 id="cash-receipt-number-title">현금영수증 번호</h3>}
        saved={current.data?.number ?? null}
        withNumber="현금·계좌이체 결제의 현금영수증을 이 번호로 발급합니다."
        withoutNumber="번호가 없으면 10만 원 이상 현금·계좌이체 결제의 현금영수증이 홈 화면 할 일에 올라갑니다."
        pending={save.isPending}
        save={async (value) => (await save.mutateAsync(value)).message}
      />
    </div>
  );
}
