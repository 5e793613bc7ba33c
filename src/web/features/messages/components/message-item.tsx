/**
 * One message of the 발송함: what, to whom, when, its state and reason, the text as sent; 다시
 * 보내기 for a failed or skipped one, 취소 for a waiting one, and for one no sender took,
 * "카카오톡으로 보내기": the text copied, to paste into KakaoTalk by hand. A sign-in message's
 * text is never shown to staff; the family is given a link from the student page instead.
 */
import { useState } from 'react';
import { messageEvents } from '#shared/message-events.ts';
import type { OutboxItem } from '#shared/schemas/messages.ts';
import { useAnswerToasts } from '../../../components/ui/toast.tsx';
import { useMessageAction } from '../api/messages-api.ts';
import { channelLabels, seoulTime, statusLabels } from '../lib/message-view.ts';
import styles from './messages.module.css';

export function MessageItem({ item }: { item: OutboxItem }) {
  const answerToasts = useAnswerToasts();
  const retry = useMessageAction('retry');
  const cancel = useMessageAction('cancel');
  const [copied, setCopied] = useState<string | null>(null);
  const { label, signIn } = messageEvents[item.event];
  const undelivered = item.status === 'skipped' || item.status === 'failed';
  const textId = `message-${item.id}-text`;

  const run = (action: typeof retry) => action.mutate(item.id, answerToasts);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.text);
      setCopied('문구를 복사했습니다. 카카오톡 대화창에 붙여 넣어 보내세요.');
    } catch {
      const text = document.getElementById(textId);
      if (text) window.getSelection()?.selectAllChildren(text);
      setCopied('자동으로 복사하지 못했습니다. 선택된 문구를 길게 눌러 복사하세요.');
    }
  };

  return (
    <li className={styles.item} data-status={item.status}>
      <div className={styles.itemHead}>
        <span className={styles.status} data-status={item.status}>
          {statusLabels[item.status]}
        </span>
        <strong>{label}</strong>
        {item.studentName ? <span className={styles.muted}>{item.studentName}</span> : null}
      </div>
      <p className={styles.meta}>
        {item.recipient}
        {item.channel ? ` · ${channelLabels[item.channel]}` : ''} ·{' '}
        {item.sentAt ? `${seoulTime(item.sentAt)} 보냄` : `${seoulTime(item.scheduledAt)} 예정`}
        {item.attempts > 1 ? ` · ${item.attempts}번 시도` : ''}
      </p>
      {item.reason ? <p className={styles.reason}>{item.reason}</p> : null}
      <p id={textId} className={styles.text}>
        {item.text}
      </p>
      {undelivered && signIn ? (
        <p className={styles.muted}>가족에게는 학생 페이지의 가족 연결에서 링크를 만들어 보내 주세요.</p>
      ) : null}
      <div className={styles.actions}>
        {undelivered && !signIn ? (
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            카카오톡으로 보내기
          </button>
        ) : null}
        {undelivered ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={retry.isPending}
            onClick={() => run(retry)}
          >
            다시 보내기
          </button>
        ) : null}
        {item.status === 'waiting' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={cancel.isPending}
            onClick={() => run(cancel)}
          >
            취소
          </button>
        ) : null}
      </div>
      {copied ? (
        <p role="status" className={styles.copied}>
          {copied}
        </p>
      ) : null}
    </li>
  );
}
