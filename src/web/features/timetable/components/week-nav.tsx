/**
 * Which week: 지난 주 / 이번 주 / 다음 주 and the dates shown. The week lives in the address
 * (`?week=2026-12-01`), so a reload, a shared link and the back button keep it.
 */
import { addDays } from '#shared/time.ts';
import { SecondaryButton } from '../../../components/ui/secondary-button.tsx';
import { weekRangeLabel } from '../lib/calendar-week.ts';
import styles from './week-nav.module.css';

interface WeekNavProps {
  monday: string;
  /** This week's Monday. */
  current: string;
  onChange(monday: string): void;
}

export function WeekNav({ monday, current, onChange }: WeekNavProps) {
  return (
    <nav className={styles.nav} aria-label="주 이동">
      <p className={styles.range} aria-live="polite">
        <span className="visually-hidden">보고 있는 주: </span>
        {weekRangeLabel(monday)}
        {monday === current ? <span className={styles.current}>이번 주</span> : null}
      </p>
      <div className={styles.buttons}>
        <SecondaryButton onClick={() => onChange(addDays(monday, -7))}>
          <span aria-hidden="true">‹ </span>지난 주
        </SecondaryButton>
        <SecondaryButton onClick={() => onChange(current)} aria-disabled={monday === current || undefined}>
          이번 주
        </SecondaryButton>
        <SecondaryButton onClick={() => onChange(addDays(monday, 7))}>
          다음 주<span aria-hidden="true"> ›</span>
        </SecondaryButton>
      </div>
    </nav>
  );
}
