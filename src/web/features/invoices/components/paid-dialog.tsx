/**
 * 결제 완료 처리: the family paid another way (a transfer to the studio's account, cash, a card
 * at the desk); staff say how and on which day, and the payment enters the student's ledger.
 */
import { type FormEvent, useId, useState } from 'react';
import type { Invoice } from '#shared/schemas/invoices.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '#shared/student-rules.ts';
import { seoulDate } from '#shared/time.ts';
import { formatWon } from '#shared/won.ts';
import { Dialog, DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useMarkPaid } from '../api/invoices-api.ts';
import styles from './invoice-dialogs.module.css';

export function PaidDialog({ invoice, onDone }: { invoice: Invoice; onDone(message: string | null): void }) {
  const id = useId();
  const markPaid = useMarkPaid();
  const today = seoulDate(new Date());
  const [method, setMethod] = useState<PaymentMethod>('계좌이체');
  const [date, setDate] = useState(today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    markPaid.mutate({ id: invoice.id, method, date }, { onSuccess: (answer) => onDone(answer.message) });
  };

  return (
    <Dialog
      title="결제 완료 처리"
      subtitle={`${invoice.studentName} 학생 · ${formatWon(invoice.amount)}${invoice.lessons > 0 ? ` · 레슨 ${invoice.lessons}회` : ''}`}
      onClose={() => onDone(null)}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.methods}>
          <legend>결제 방법</legend>
          {PAYMENT_METHODS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${id}-method`}
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              {option}
            </label>
          ))}
        </fieldset>
        <Field id={`${id}-date`} label="결제일" required>
          {(control) => (
            <input
              {...control}
              type="date"
              max={today}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </Field>
        <p className={styles.note}>
          결제 내역에 기록되고{invoice.lessons > 0 ? ` 남은 레슨이 ${invoice.lessons}회 늘어나며` : ''}, 이
          청구서의 결제 링크는 결제 완료로 보입니다.
        </p>
        <DialogSubmitRow
          failure={markPaid.isError ? markPaid.error.message : null}
          onCancel={() => onDone(null)}
          cancelLabel="취소"
          submitLabel="결제 완료로 바꾸기"
          pendingLabel="저장 중…"
          pending={markPaid.isPending}
        />
      </form>
    </Dialog>
  );
}
