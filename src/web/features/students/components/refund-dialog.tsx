/**
 * 환불: asks the server for the statutory calculation of the latest package (a dry run), shows
 * it step by step, and then the form (refund-form.tsx) that records the refund on 환불 확정 —
 * the statutory amount, or another with its reason, with or without the remaining lessons.
 */

import { useQuery } from '@tanstack/react-query';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/field.tsx';
import head from '../../../components/ui/section-head.module.css';
import { fetchRefundQuote, type StudentRef, studentKeys } from '../api/students-api.ts';
import refund from './refund-dialog.module.css';
import { RefundForm } from './refund-form.tsx';

export function RefundDialog({ student, onClose }: { student: StudentRef | null; onClose(): void }) {
  const quote = useQuery({
    queryKey: [...studentKeys.detail(student?.teacherId ?? '', student?.name ?? ''), 'refund-quote'],
    queryFn: () => fetchRefundQuote(student as StudentRef),
    enabled: student !== null,
    retry: false,
    gcTime: 0,
  });
  const calculation = quote.data?.calculation;

  return (
    <Dialog open={student !== null} title={`${student?.name ?? ''}님 환불`} onClose={onClose}>
      <p className={head.lead}>학원법 시행령 별표 4의 환불 기준으로 가장 최근 결제를 계산합니다.</p>
      {quote.isPending ? <p>계산하는 중…</p> : null}
      {quote.isError ? <FormAlert>{quote.error.message}</FormAlert> : null}
      {calculation && student ? (
        <>
          <ol className={refund.steps} aria-label="환불 계산">
            {calculation.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <RefundForm
            key={calculation.paymentId}
            student={student}
            calculation={calculation}
            onClose={onClose}
          />
        </>
      ) : (
        <DialogActions>
          <button type="button" className="button button-secondary" onClick={onClose}>
            닫기
          </button>
        </DialogActions>
      )}
    </Dialog>
  );
}
