/**
 * 보강권 on the student page (DESIGN §4 "Calendar"): every credit of the last year, newest
 * first, with the missed lesson's day and why it was granted (사전취소 told in time, or
 * 강사사정), its last day, and when a 보강 used it. An expired credit stays listed as 만료 —
 * a teacher who hears "I had a 보강 left" sees why it is gone. The heading counts the usable ones.
 */
import type { Credit } from '#shared/schemas/calendar.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { creditReasonLabels, creditStateLabels, usableCredits } from '../lib/credit-view.ts';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import styles from './credit-blocks.module.css';

const stateClass: Record<Credit['state'], string | undefined> = {
  valid: styles.valid,
  used: styles.used,
  expired: styles.expired,
  revoked: styles.revoked,
};

export function CreditsBlock({ credits }: { credits: readonly Credit[] }) {
  const usable = usableCredits(credits);
  const { today } = useSeoulNow();
  const day = (date: string) => lessonDayLabel(date, today);
  return (
    <section className={styles.block} aria-labelledby="credits-title">
      <div className={styles.head}>
        <h2 id="credits-title">보강권</h2>
        <p className={styles.count}>
          사용 가능 <strong>{usable}</strong>장
        </p>
      </div>
      <p className={styles.lead}>
        시간표에 보강을 넣으면 가장 오래된 보강권부터 씁니다. 당일취소에는 보강권이 생기지 않습니다.
      </p>
      {credits.length === 0 ? (
        <p className={styles.empty}>아직 받은 보강권이 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {credits.map((credit) => (
            <li key={credit.id} className={`${styles.item} ${stateClass[credit.state] ?? ''}`}>
              <div className={styles.source}>
                <span className={styles.day}>{day(credit.lessonDay)} 수업</span>
                <span className={styles.reason}>{creditReasonLabels[credit.reason]}</span>
              </div>
              <div className={styles.dates}>
                <span>{day(credit.expiresOn)}까지</span>
                {credit.makeupDay ? <span>{day(credit.makeupDay)} 보강에 사용</span> : null}
              </div>
              <span className={styles.state}>{creditStateLabels[credit.state]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
