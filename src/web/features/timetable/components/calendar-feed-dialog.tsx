/**
 * The 캘린더 구독 dialog (calendar-feed.tsx opens it): the address with 복사, how to subscribe,
 * and 주소 새로 만들기. Fetched when first opened, not with the timetable.
 */
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed.ts';
import styles from './calendar-feed.module.css';

/** The same address for calendar apps: iPhones offer to subscribe when a webcal: link is tapped. */
export function webcalAddress(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

export function CalendarFeedDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const confirm = useConfirm();
  const toast = useToast();
  const [copied, setCopied] = useState<string | null>(null);
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    setCopied(
      (await copyText(url, `${id}-url`))
        ? '주소를 복사했습니다. 캘린더 앱에 붙여 넣으세요.'
        : '자동으로 복사하지 못했습니다. 선택된 주소를 길게 누르거나 Ctrl+C로 복사하세요.',
    );
  };

  const renew = async () => {
    const yes = await confirm('구독 주소를 새로 만들까요?', {
      confirmLabel: '새로 만들기',
      detail: '지금 주소는 바로 쓸 수 없게 되어, 그 주소로 구독한 캘린더에는 수업이 더 이상 보이지 않습니다.',
    });
    if (!yes) return;
    reset.mutate(undefined, {
      onSuccess: () => {
        setCopied(null);
        toast.success('새 구독 주소를 만들었습니다. 휴대폰 캘린더에 새 주소로 다시 구독해 주세요.');
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    // The focus starts on the title rather than the address, whose selection would pop a phone's text menu up.
    <Dialog title="캘린더 구독" onClose={onClose} describedBy={`${id}-lead`} initialFocus="title" width={520}>
      <p id={`${id}-lead`} className={styles.lead}>
        휴대폰 캘린더에 내 수업을 날짜별로 띄웁니다. 8주 전부터 6개월 뒤까지의 수업이 보이고, 휴원일과 취소된
        수업은 취소로 표시됩니다. 주소를 아는 사람은 학생 이름과 수업 시간을 볼 수 있으니 다른 사람에게 알려
        주지 마세요.
      </p>

      {feed.isError ? (
        <div className={styles.problem} role="alert">
          <p>{feed.error.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void feed.refetch()}>
            다시 시도
          </button>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-url`}>구독 주소</label>
          <div className={styles.row}>
            <input
              id={`${id}-url`}
              value={url ?? ''}
              placeholder={url ? undefined : '주소를 불러오는 중…'}
              readOnly
              aria-busy={!url}
              spellCheck={false}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button" disabled={!url} onClick={() => void copy()}>
              복사
            </button>
          </div>
        </div>
      )}
      <p className={styles.status} role="status">
        {copied}
      </p>

      <h3 className={styles.subtitle}>구독하는 방법</h3>
      <ul className={styles.steps}>
        <li>
          <strong>iPhone</strong> 설정 › 캘린더 › 계정 추가 › 기타 › <b>구독 캘린더 추가</b>에 주소를 붙여
          넣습니다.
          {url ? (
            <>
              {' '}
              iPhone에서는 <a href={webcalAddress(url)}>여기를 눌러 바로 구독</a>할 수도 있습니다.
            </>
          ) : null}
        </li>
        <li>
          <strong>Google 캘린더</strong> 컴퓨터에서 다른 캘린더 옆 + › <b>URL로 추가</b>에 붙여 넣으면 Android
          휴대폰에도 보입니다.
        </li>
        <li>캘린더 앱이 몇 시간마다 새로 읽으므로, 바뀐 수업은 조금 늦게 보일 수 있습니다.</li>
      </ul>

      <DialogActions align="between">
        <button
          type="button"
          className={`button button-secondary ${styles.renew}`}
          disabled={!url || reset.isPending}
          onClick={() => void renew()}
        >
          {reset.isPending ? '만드는 중…' : '주소 새로 만들기'}
        </button>
        <button type="button" className="button" onClick={onClose}>
          닫기
        </button>
      </DialogActions>
    </Dialog>
  );
}
