/**
 * 환불 확정 (DESIGN §4, decisions 011 and 027): starts at the statutory refund the server worked
 * out; another amount may be typed (never more than the package was paid) with a reason, which
 * is then required. 남은 레슨도 정리 takes the package's unused lessons: ticked while money goes
 * back, unticked at 0원 unless the person ticks it — a 0원 refund takes no lessons by itself.
 * The same checks as the server's, said beside their field before anything is sent.
 */
import { useId, useRef, useState } from 'react';
import { studentsMessages } from '#shared/messages/students.ts';
import type { RefundQuote } from '#shared/schemas/students.ts';
import { MAX_PAYMENT } from '#shared/student-rules.ts';
import { formatWon } from '#shared/won.ts';
import { DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type StudentRef, useRefund } from '../api/students-api.ts';
import { groupDigits, parseWon } from '../lib/won.ts';
import { ReasonField } from './reason-field.tsx';
import refund from './refund-dialog.module.css';

type FieldName = 'amount' | 'reason' | 'clear';

const fieldOf: Record<string, FieldName> = {
  'students.refund_amount_invalid': 'amount',
  'students.refund_over_paid': 'amount',
  'students.refund_reason_required': 'reason',
  'students.reason_too_long': 'reason',
  'students.refund_zero': 'clear',
  'students.refund_nothing': 'clear',
};

interface RefundFormProps {
  student: StudentRef;
  calculation: RefundQuote;
  onClose(): void;
}

export function RefundForm({ student, calculation, onClose }: RefundFormProps) {
  const id = useId();
  const toast = useToast();
  const confirmRefund = useRefund();
  const [amountText, setAmountText] = useState(groupDigits(String(calculation.refund)));
  const [reason, setReason] = useState('');
  // null: follow the amount (lessons go with money, stay at 0원) until the person chooses.
  const [clearChoice, setClearChoice] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const refs = { amount: useRef<HTMLInputElement>(null), reason: useRef<HTMLInputElement>(null) };

  const amount = parseWon(amountText);
  const differs = amount !== calculation.refund;
  const clear = clearChoice ?? amount > 0;
  const lessons = clear ? calculation.unused : 0;

  const refuse = (found: Partial<Record<FieldName, string>>) => {
    setErrors(found);
    if (found.amount) refs.amount.current?.focus();
    else if (found.reason) refs.reason.current?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (confirmRefund.isPending) return;
    const found: Partial<Record<FieldName, string>> = {};
    if (!Number.isInteger(amount) || amount < 0 || amount > MAX_PAYMENT) {
      found.amount = studentsMessages['students.refund_amount_invalid'];
    } else if (amount > calculation.amount) {
      found.amount = studentsMessages['students.refund_over_paid'];
    } else if (differs && reason.trim() === '') {
      found.reason = studentsMessages['students.refund_reason_required'];
    } else if (amount === 0 && lessons === 0) {
      found.clear =
        calculation.unused > 0
          ? studentsMessages['students.refund_zero']
          : studentsMessages['students.refund_nothing'];
    }
    refuse(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await confirmRefund.mutateAsync({
        ref: student,
        body: { amount, clearLessons: clear, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      });
      if (answer.message) toast.success(answer.message);
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? fieldOf[error.code] : undefined;
      if (field) refuse({ [field]: (error as Error).message });
      // Not a field's: said as every other refusal is, in a toast above the dialog.
      else toast.error((error as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className={refund.total}>
        법정 환불액 <strong>{formatWon(calculation.refund)}</strong>
      </p>
      <Field
        id={`${id}-amount`}
        label="환불 금액 (원)"
        hint={
          <>
            이 결제에 받은 {formatWon(calculation.amount)}까지 환불할 수 있습니다. 법정 환불액과 다르면 사유를
            적어 주세요.
          </>
        }
        error={errors.amount}
      >
        {(control) => (
          <input
            {...control}
            ref={refs.amount}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={amountText}
            onChange={(event) => {
              setAmountText(groupDigits(event.target.value));
              setErrors(({ amount: _, ...rest }) => rest);
            }}
          />
        )}
      </Field>
      {differs || errors.reason ? (
        <ReasonField
          ref={refs.reason}
          id={`${id}-reason`}
          label="사유 (법정 환불액과 다를 때 필수)"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setErrors(({ reason: _, ...rest }) => rest);
          }}
          error={errors.reason ?? null}
        />
      ) : null}
      {calculation.unused > 0 ? (
        <label className={refund.check}>
          <input
            type="checkbox"
            checked={clear}
            aria-describedby={errors.clear ? `${id}-clear-error` : undefined}
            onChange={(event) => {
              setClearChoice(event.target.checked);
              setErrors(({ clear: _, ...rest }) => rest);
            }}
          />
          <span>남은 레슨도 정리 (이 결제의 남은 레슨 {calculation.unused}회 차감)</span>
        </label>
      ) : null}
      <FieldError inputId={`${id}-clear`} message={errors.clear} />
      <DialogSubmitRow
        onCancel={onClose}
        submitLabel="환불 확정"
        pendingLabel="환불하는 중…"
        pending={confirmRefund.isPending}
        tone="danger"
      />
    </form>
  );
}
