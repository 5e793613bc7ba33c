/**
 * The optional timer: 시작 keeps the start time (localStorage), the clock shown is worked out
 * from it and Date.now each second and whenever the page comes back into view, so a phone
 * whose screen locked for 25 minutes shows 25 minutes on waking; 멈추고 기록 logs the minutes.
 */
import { useEffect, useState } from 'react';
import {
  clearTimer,
  practiceStore,
  readTimer,
  startTimer,
  timerMinutes,
  timerText,
} from '../lib/practice-timer.ts';
import styles from './practice.module.css';

export function PracticeTimer({
  studentId,
  busy,
  onStop,
}: {
  studentId: number;
  busy: boolean;
  /** Logs the minutes; resolves true once logged, so the timer is cleared only then. */
  onStop(minutes: number): Promise<boolean>;
}) {
  const [start, setStart] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // Read after mounting: the server knows nothing of this phone's storage.
  useEffect(() => setStart(readTimer(practiceStore(), studentId)), [studentId]);
  useEffect(() => {
    if (start === null) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [start]);

  const clear = () => {
    clearTimer(practiceStore(), studentId);
    setStart(null);
  };
  const stop = async () => {
    if (start === null) return;
    const minutes = timerMinutes(start, Date.now());
    if (minutes === 0 || (await onStop(minutes))) clear();
  };

  if (start === null) {
    return (
      <div className={styles.timer}>
        <p className={styles.timerHint}>
          타이머로 재고 끝나면 그대로 기록할 수도 있습니다. 화면이 꺼져도 계속 잽니다.
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setStart(startTimer(practiceStore(), studentId, Date.now()))}
        >
          타이머 시작
        </button>
      </div>
    );
  }
  return (
    <div className={styles.timer}>
      <div>
        <p className={styles.clock} role="timer" aria-label="연습 타이머">
          {timerText(start, now)}
        </p>
        <p className={styles.timerHint}>
          {timerMinutes(start, now) === 0
            ? '30초가 지나면 1분으로 기록됩니다.'
            : '화면이 꺼져도 계속 잽니다.'}
        </p>
      </div>
      <span className={styles.timerActions}>
        <button type="button" className="button button-secondary" onClick={clear}>
          취소
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void stop()}>
          멈추고 기록
        </button>
      </span>
    </div>
  );
}
