/**
 * 현금영수증 번호: the phone or business number the family gave, and what for (소득공제 or
 * 지출증빙). With it (and the studio's payment keys), a 현금 or 계좌이체 payment's receipt is
 * issued by itself; without it, the receipt waits on the home page's to-do.
 */
import { type FormEvent, useEffect, useState } from 'react';
import {
  CASH_RECEIPT_PURPOSES,
  type CashReceiptPurpose,
  maskedNumber,
} from '#shared/schemas/cash-receipts.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCashReceiptNumber, useSaveCashReceiptNumber } from '../api/cash-receipts-api.ts';
import styles from './history.module.css';

export function CashReceiptNumber({ studentId }: { studentId: number }) {
  const current = useCashReceiptNumber(studentId);
  const save = useSaveCashReceiptNumber(studentId);
  const toast = useToast();
  const [purpose, setPurpose] = useState<CashReceiptPurpose>('소득공제');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saved = current.data?.number ?? null;
  useEffect(() => {
    if (saved) setPurpose(saved.purpose);
  }, [saved]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { purpose, number },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setNumber('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <form
      className={styles.receiptNumber}
      onSubmit={submit}
      noValidate
      aria-labelledby="cash-receipt-number-title"
    >
      <h3 id="cash-receipt-number-title">현금영수증 번호</h3>
      <p className={styles.note}>
        {saved
          ? `${saved.purpose} · ${maskedNumber(saved.number)} — 현금·계좌이체 결제의 현금영수증을 이 번호로 발급합니다.`
          : '번호가 없으면 10만 원 이상 현금·계좌이체 결제의 현금영수증이 홈 화면 할 일에 올라갑니다.'}
      </p>
      <div className={styles.receiptNumberFields}>
        <Field label="용도" id={`cash-receipt-purpose-${studentId}`}>
          {(control) => (
            <select
              {...control}
              value={purpose}
              onChange={(event) => setPurpose(event.target.value as CashReceiptPurpose)}
            >
              {CASH_RECEIPT_PURPOSES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="휴대폰 번호나 사업자등록번호" id={`cash-receipt-number-${studentId}`} error={error}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className={styles.receiptNumberActions}>
        <button type="submit" className="button button-secondary" disabled={save.isPending}>
          번호 저장
        </button>
        {saved ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(null, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (failure) => setError(failure.message),
              })
            }
          >
            번호 지우기
          </button>
        ) : null}
      </div>
    </form>
  );
}
