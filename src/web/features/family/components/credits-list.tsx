/** 보강권: each credit with the missed lesson and its last day; used and expired ones stay, marked. */
import type { FamilyStudent } from '#shared/schemas/family.ts';
import { dayLabel } from '../lib/lesson-labels.ts';
import styles from './portal.module.css';

const stateLabels = { valid: '사용 가능', used: '사용함', expired: '만료', revoked: '취소됨' } as const;

export function CreditsList({ credits }: { credits: FamilyStudent['credits'] }) {
  if (credits.length === 0) return <p className={styles.empty}>보강권이 없습니다.</p>;
  return (
    <ul className={styles.list}>
      {credits.map((credit) => (
        <li key={credit.id} className={styles.row}>
          <span>
            {dayLabel(credit.lessonDay)} 레슨 몫 ·{' '}
            {credit.makeupDay
              ? `${dayLabel(credit.makeupDay)} 보강에 사용`
              : `${dayLabel(credit.expiresOn)}까지`}
          </span>
          <span className={styles.state}>{stateLabels[credit.state]}</span>
        </li>
      ))}
    </ul>
  );
}
