/**
 * 특이사항: a textarea and a 메모 button; the list appears once there are memos. A memo is
 * deleted by double-click or by its 삭제 button, each after the same confirm.
 */
import { useId, useRef, useState } from 'react';
import { MEMO_MAX_LENGTH } from '#shared/timetable-rules.ts';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateMemo, useDeleteMemo, useMemos } from '../api/memos.ts';
import styles from './memo-section.module.css';

export function MemoSection() {
  const id = useId();
  const memos = useMemos();
  const create = useCreateMemo();
  const remove = useDeleteMemo();
  const confirm = useConfirm();
  const toast = useToast();
  const [content, setContent] = useState('');
  const busy = useRef(false);

  const save = async () => {
    if (!content.trim()) return;
    const sent = content;
    try {
      await create.mutateAsync({ content: sent });
      // Whatever was typed while the memo was being saved is the next memo: keep it.
      setContent((now) => (now === sent ? '' : now));
      toast.success('메모를 남겼습니다.');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : '메모를 남기지 못했습니다.');
    }
  };

  const removeMemo = async (memoId: number) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await confirm('메모를 삭제하시겠습니까?', { confirmLabel: '삭제' }))) return;
      await remove.mutateAsync(memoId);
      toast.success('메모를 삭제했습니다.');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : '메모를 삭제하지 못했습니다.');
    } finally {
      busy.current = false;
    }
  };

  return (
    <CardSection titleId={`${id}-title`} title="특이사항">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={`${id}-content`} className="visually-hidden">
          특이사항 메모
        </label>
        <textarea
          id={`${id}-content`}
          className={`input ${styles.textarea}`}
          rows={3}
          maxLength={MEMO_MAX_LENGTH}
          placeholder="보강 일정, 준비물처럼 기억할 일을 적어 두세요."
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <button type="submit" className="button" disabled={!content.trim() || create.isPending}>
          메모
        </button>
      </form>
      {memos.isError ? (
        <p role="alert" className={styles.note}>
          메모를 불러오지 못했습니다.
        </p>
      ) : null}
      {memos.data && memos.data.length > 0 ? (
        <>
          <p className={styles.note}>메모를 두 번 누르거나 삭제 버튼을 누르면 지울 수 있습니다.</p>
          <ul className={styles.list} aria-label="메모 목록">
            {memos.data.map((memo) => (
              <li key={memo.id} className={styles.item} onDoubleClick={() => void removeMemo(memo.id)}>
                <p className={styles.content}>{memo.content}</p>
                <button
                  type="button"
                  className={`button button-secondary ${styles.delete}`}
                  aria-label={`메모 삭제: ${memo.content.slice(0, 20)}`}
                  onClick={() => void removeMemo(memo.id)}
                >
                  삭제
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </CardSection>
  );
}
