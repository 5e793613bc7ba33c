/**
 * 현금영수증 번호 in the portal: the family gives its own number (소득공제 with a mobile phone,
 * 지출증빙 with a business number), checked by the server as the staff's form is. With it,
 * a 현금 or 계좌이체 payment's receipt is issued to it; one waiting on the studio's to-do may go
 * at once.
 */
import { ReceiptNumberForm } from '../../../components/ui/receipt-number-form.tsx';
import { useFamilyReceiptNumber, useSaveFamilyReceiptNumber } from '../api/family-api.ts';
import styles from './portal.module.css';

export function FamilyReceiptNumber({ studentId }: { studentId: number }) {
  const current = useFamilyReceiptNumber(studentId);
  const save = useSaveFamilyReceiptNumber(studentId);
  return (
    <section className={styles.section}>
      {current.isError ? (
        <>
          <h2>현금영수증 번호</h2>
          <p role="alert">{current.error.message}</p>
        </>
      ) : (
        <ReceiptNumberForm
          idPrefix={`family-receipt-${studentId}`}
          headingId={`family-receipt-number-${studentId}`}
          heading={<h2 id={`family-receipt-number-${studentId}`}>현금영수증 번호</h2>}
          saved={current.data?.number ?? null}
          withNumber="현금·계좌이체로 낸 수강료의 현금영수증을 이 번호로 발급합니다."
          withoutNumber="현금·계좌이체로 낸 수강료의 현금영수증을 받을 번호를 알려 주세요. 소득공제는 휴대폰 번호, 지출증빙은 사업자등록번호입니다."
          pending={save.isPending || current.isPending}
          save={async (value) => (await save.mutateAsync(value)).message}
        />
      )}
    </section>
  );
}
