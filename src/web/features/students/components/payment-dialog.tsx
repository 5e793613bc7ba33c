/**
 * 결제 (spec §4): opens with the chosen student's name; 금액, 횟수, 결제 수단 and an optional
 * 현금영수증 번호. Cash of 100,000원 or more shows the 현금영수증 reminder before and after.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { studentsNotices } from '#shared/messages/students.ts';
import { needsCashReceiptReminder, PAYMENT_METHODS, type PaymentMethod } from '#shared/student-rules.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { type StudentRef, useCharge } from '../api/students-api.ts';
import styles from './modal.module.css';
import { Modal } from './modal.tsx';
import form from './payment-dialog.module.css';

interface FormValues {
  pay: string;
  lesson: string;
  method: PaymentMethod;
  receiptNo: string;
}

const empty: FormValues = { pay: '', lesson: '4', method: '카드', receiptNo: '' };

/** "250,000" or "25만" typed by hand → whole won; anything else is left for the server to refuse. */
function parseWon(text: string): number {
  const compact = text.replace(/[,\s원]/g, '');
  const man = /^(\d+)만$/.exec(compact);
  return man ? Number(man[1]) * 10_000 : Number(compact);
}

export function PaymentDialog({ student, onClose }: { student: StudentRef | null; onClose(): void }) {
  const id = useId();
  const toast = useToast();
  const charge = useCharge();
  const { register, handleSubmit, reset, watch } = useForm<FormValues>({ defaultValues: empty });
  const showReminder = needsCashReceiptReminder(watch('method'), parseWon(watch('pay') ?? ''));

  const close = () => {
    reset(empty);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    if (!student) return;
    const body = {
      pay: parseWon(values.pay),
      lesson: Number(values.lesson),
      method: values.method,
      ...(values.receiptNo.trim() ? { receiptNo: values.receiptNo.trim() } : {}),
    };
    try {
      const answer = await charge.mutateAsync({ ref: student, body });
      toast.success(answer.message);
      if (answer.cashReceiptReminder) toast.error(answer.cashReceiptReminder);
      close();
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  return (
    <Modal open={student !== null} title={`${student?.name ?? ''}님 결제`} onClose={close}>
      <form onSubmit={submit} noValidate className={form.form}>
        <div className="field">
          <label htmlFor={`${id}-pay`}>금액 (원)</label>
          <input
            id={`${id}-pay`}
            type="text"
            inputMode="numeric"
            placeholder="250000"
            autoComplete="off"
            {...register('pay')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-lesson`}>횟수</label>
          <input
            id={`${id}-lesson`}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            {...register('lesson')}
          />
        </div>
        <fieldset className={form.methods}>
          <legend>결제 수단</legend>
          <div className={form.choices}>
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className={form.choice}>
                <input type="radio" value={method} {...register('method')} />
                <span>{method}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-receipt`}>현금영수증 승인번호 (선택)</label>
          <input
            id={`${id}-receipt`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            {...register('receiptNo')}
          />
        </div>
        {showReminder ? (
          <p className={styles.notice} role="note">
            {studentsNotices.cashReceipt}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={close}>
            취소
          </button>
          <button type="submit" className="button button-accent" disabled={charge.isPending}>
            {charge.isPending ? '결제하는 중…' : '결제 확인'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
