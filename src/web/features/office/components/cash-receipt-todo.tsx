/**
 * 현금영수증 할 일: receipts the server could not issue by itself (no provider keys, no number
 * of the family's, or the provider refused), due five days after the payment, and receipts
 * issued at 홈택스 whose payment was refunded. Staff issue or cancel each at 홈택스 and mark it
 * here; shown only while something waits.
 */
import { type FormEvent, useState } from 'react';
import { dayLabel } from '#shared/day-labels.ts';
import type { CashReceipt } from '#shared/schemas/cash-receipts.ts';
import { formatWon } from '#shared/won.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { useAnswerToasts } from '../../../components/ui/toast.tsx';
import { useCashReceiptTodo, useMarkCashReceipt } from '../api/cash-receipts-api.ts';
import styles from './office.module.css';
import { WaitingCard } from './waiting-lists.tsx';

function TodoItem({ receipt, today }: { receipt: CashReceipt; today: string }) {
  const mark = useMarkCashReceipt();
  const [receiptNo, setReceiptNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answerToasts = useAnswerToasts(setError);
  const cancel = receipt.status === '취소 할 일';
  const inputId = `cash-receipt-${receipt.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!cancel && receiptNo.trim() === '') {
      setError('홈택스에서 받은 승인번호를 입력해 주세요.');
      return;
    }
    mark.mutate(cancel ? { id: receipt.id, cancelled: true } : { id: receipt.id, receiptNo }, answerToasts);
  };
  return (
    <li>
      <strong>{receipt.studentName}</strong>
      <span className={styles.detail}>
        {formatWon(cancel ? (receipt.cancelAmount ?? receipt.amount) : receipt.amount)} ·{' '}
        {cancel ? `환불됨 · 승인번호 ${receipt.receiptNo ?? ''}` : `${dayLabel(receipt.payDay)} 결제`}
      </span>
      {cancel ? null : (
        <span className={receipt.dueOn < today ? styles.warn : styles.detail}>
          {dayLabel(receipt.dueOn)}까지{receipt.dueOn < today ? ' (기한 지남)' : ''}
        </span>
      )}
      {receipt.lastError ? <span className={styles.detail}>자동 발급 안 됨: {receipt.lastError}</span> : null}
      <form className={styles.receiptForm} onSubmit={submit} noValidate>
        {cancel ? (
          <span className={styles.detail}>홈택스에서 취소한 뒤 눌러 주세요.</span>
        ) : (
          <>
            <label htmlFor={inputId} className={styles.receiptLabel}>
              승인번호
            </label>
            <input
              id={inputId}
              className={styles.receiptInput}
              inputMode="numeric"
              autoComplete="off"
              maxLength={40}
              value={receiptNo}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setReceiptNo(event.target.value)}
            />
          </>
        )}
        <button type="submit" className="button button-secondary" disabled={mark.isPending}>
          {cancel ? '취소 완료' : '발급 완료'}
        </button>
      </form>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </li>
  );
}

export function CashReceiptTodo({ today }: { today: string }) {
  const todo = useCashReceiptTodo();
  if (!todo.data || todo.data.receipts.length === 0) return null;
  const { receipts } = todo.data;
  const late = receipts.some((receipt) => receipt.status === '할 일' && receipt.dueOn < today);
  return (
    <WaitingCard
      id="office-cash-receipts"
      title="현금영수증 할 일"
      count={receipts.length}
      urgent={late}
      note="10만 원 이상 현금·계좌이체 결제는 5일 안에 홈택스에서 현금영수증을 발급해야 합니다."
    >
      {receipts.map((receipt) => (
        <TodoItem key={receipt.id} receipt={receipt} today={today} />
      ))}
    </WaitingCard>
  );
}
