/**
 * 캘린더 구독: the teacher's private address of their dated lessons for a phone's calendar,
 * with 복사, how to subscribe on an iPhone and in Google 캘린더, and 주소 새로 만들기 when the
 * address went where it should not (the old one stops working at once; decision 039).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import styles from './calendar-feed.module.css';

const CalendarFeedDialog = lazyComponent(
  () => import('./calendar-feed-dialog.tsx'),
  (m) => m.CalendarFeedDialog,
);

export function CalendarFeed() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Back to the button once the dialog is gone: while the modal is open the page is inert.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`button button-secondary ${styles.trigger}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
        </svg>
        캘린더 구독
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CalendarFeedDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
