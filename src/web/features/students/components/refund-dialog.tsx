/**
 * 환불: asks the server for the statutory calculation of the latest package (a dry run),
 * shows it step by step, and records the refund only on 환불 확정.
 */
import { useQuery } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast.tsx';
import { fetchRefundQuote, type StudentRef, studentKeys, useRefund } from '../api/students-api.ts';
import styles from './modal.module.css';
import { Modal } from './modal.tsx';
import refund from './refund-dialog.module.css';

export function RefundDialog({ student, onClose }: { student: StudentRef | null; onClose(): void }) {
  const toast = useToast();
  const confirmRefund = useRefund();
  const quote = useQuery({
    queryKey: [...studentKeys.detail(student?.teacherId ?? '', student?.name ?? ''), 'refund-quote'],
    queryFn: () => fetchRefundQuote(student as StudentRef),
    enabled: student !== null,
    retry: false,
    gcTime: 0,
  });
  const calculation = quote.data?.calculation;

  const submit = async () => {
    if (!student) return;
    try {
      const answer = await confirmRefund.mutateAsync(student);
      if (answer.message) toast.success(answer.message);
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Modal open={student !== null} title={`${student?.name ?? ''}님 환불`} onClose={onClose}>
      <p className={refund.lead}>학원법 시행령 별표 4의 환불 기준으로 가장 최근 결제를 계산합니다.</p>
      {quote.isPending ? <p>계산하는 중…</p> : null}
      {quote.isError ? (
        <p role="alert" className="field-error">
          {quote.error.message}
        </p>
      ) : null}
      {calculation ? (
        <>
          <ol className={refund.steps} aria-label="환불 계산">
            {calculation.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={refund.total}>
            환불 금액 <strong>{calculation.refund.toLocaleString('ko-KR')}원</strong>
            {calculation.unused > 0 ? ` · 남은 레슨 ${calculation.unused}회 차감` : ''}
          </p>
        </>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          닫기
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => void submit()}
          disabled={!calculation || calculation.refund === 0 || confirmRefund.isPending}
        >
          {confirmRefund.isPending ? '환불하는 중…' : '환불 확정'}
        </button>
      </div>
    </Modal>
  );
}
