/**
 * 환불 중: refunds and voids whose cancel at Toss went unanswered (or was refused on a retry).
 * The nightly check asks again by itself; staff may ask now, and read why each one waits.
 * Shown only while one waits.
 */
import { useState } from 'react';
import type { OpenCancel } from '#shared/schemas/payment-cancels.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { formatWon } from '#shared/won.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { useAnswerToasts } from '../../../components/ui/toast.tsx';
import { useOpenCancels, useRetryCancel } from '../api/payment-cancels-api.ts';
import styles from './office.module.css';
import { WaitingCard } from './waiting-lists.tsx';

function StuckItem({ cancel }: { cancel: OpenCancel }) {
  const retry = useRetryCancel();
  const [error, setError] = useState<string | null>(null);
  const answerToasts = useAnswerToasts(setError);
  const what = cancel.kind === 'void' ? '결제 취소' : '환불';
  const ask = () => {
    setError(null);
    retry.mutate(cancel.id, answerToasts);
  };
  return (
    <li>
      <strong>{cancel.studentName}</strong>
      <span className={styles.detail}>
        {what} {formatWon(cancel.amount)} · {formatSeoulDateTime(cancel.createdAt)} 요청
      </span>
      {cancel.lastError ? <span className={styles.detail}>기다리는 이유: {cancel.lastError}</span> : null}
      <div className={styles.receiptForm}>
        <button
          type="button"
          className="button button-secondary"
          disabled={retry.isPending}
          aria-label={`${cancel.studentName} ${what} 다시 요청`}
          onClick={ask}
        >
          다시 요청
        </button>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </li>
  );
}

export function StuckRefunds() {
  const open = useOpenCancels();
  if (!open.data || open.data.cancels.length === 0) return null;
  const { cancels } = open.data;
  return (
    <WaitingCard
      id="office-stuck-refunds"
      title="환불 중"
      count={cancels.length}
      urgent
      note="토스페이먼츠의 답을 받지 못한 환불입니다. 매일 밤 자동으로 다시 확인하며, 지금 다시 요청해도 한 번만 기록됩니다."
    >
      {cancels.map((cancel) => (
        <StuckItem key={cancel.id} cancel={cancel} />
      ))}
    </WaitingCard>
  );
}
