/** The line under a visitor's timetable: a free time is an invitation to call. */
import { phoneHref } from '#shared/studio-rules.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './timetable-panel.module.css';

export function VisitorNotice() {
  const { studio } = useSite();
  return (
    <aside className={styles.notice} aria-label="레슨 문의">
      <p>
        <strong>비어 있는 시간에 레슨을 받고 싶으신가요?</strong> 전화로 문의해 주시면 상담 후 시간을 잡아
        드립니다.
      </p>
      <a className="button button-accent" href={phoneHref(studio.phone)}>
        전화 문의 {studio.phone}
      </a>
    </aside>
  );
}
