/**
 * 결제 취소 (DESIGN §4): a payment entered by mistake is voided, not refunded. It leaves sales
 * and the CSV, stays listed as 취소됨, and its unused lessons leave the balance. The reason is
 * required; it is shown beside the payment and kept in the audit log.
 */
import { useId, useState } from 'react';
import { studentsMessages } from '#shared/messages/students.ts';
import type { PaymentRecord } from '#shared/schemas/students.ts';
import { formatWon } from '#shared/won.ts';
import { Dialog, DialogNote, DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFieldState } from '../../../components/ui/use-field-state.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useVoidPayment } from '../api/corrections-api.ts';
import styles from './lesson-dialog.module.css';
import { ReasonField } from './reason-field.tsx';

const REASON_CODES = new Set(['students.void_reason_required', 'students.reason_too_long']);

export function VoidPaymentDialog({ payment, onClose }: { payment: PaymentRecord | null; onClose(): void }) {
  return (
    <Dialog open={payment !== null} title="결제 취소" onClose={onClose}>
      {payment ? <VoidForm key={payment.id} payment={payment} onClose={onClose} /> : null}
    </Dialog>
  );
}

function VoidForm({ payment, onClose }: { payment: PaymentRecord; onClose(): void }) {
  const id = useId();
  const toast = useToast();
  const voidPayment = useVoidPayment();
  const reason = useFieldState();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (voidPayment.isPending) return;
    setFailure(null);
    if (!reason.value.trim()) return reason.refuse(studentsMessages['students.void_reason_required']);
    try {
      const answer = await voidPayment.mutateAsync({ id: payment.id, reason: reason.value });
      toast.success(answer.message);
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError && REASON_CODES.has(caught.code)) reason.refuse(caught.message);
      else setFailure((caught as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <p className={styles.subject}>
        <strong>{payment.name}</strong> · {payment.payDay} · <strong>{formatWon(payment.pay)}</strong> ·{' '}
        {payment.lesson}회 · {payment.method}
      </p>
      <p className={styles.lead}>
        잘못 입력한 결제를 취소합니다. 매출에서 빠지고, 이 결제로 늘어난 레슨 중 쓰지 않은 만큼 남은 레슨에서
        빠집니다. 기록은 ‘취소됨’으로 남습니다.
      </p>
      <DialogNote>실제로 돈을 돌려드리는 경우에는 결제 취소가 아니라 환불을 쓰세요.</DialogNote>
      <ReasonField
        id={`${id}-reason`}
        label="취소 사유"
        placeholder="예: 금액을 잘못 입력함"
        {...reason.field}
      />
      <DialogSubmitRow
        failure={failure}
        onCancel={onClose}
        submitLabel="결제 취소"
        pendingLabel="취소하는 중…"
        pending={voidPayment.isPending}
        tone="danger"
      />
    </form>
  );
}
