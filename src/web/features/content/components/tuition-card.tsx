/**
 * The fee table, made to stand out: each row's course and number of lessons, with its price
 * large (`250,000원`); the notes under them.
 */
import type { Fee } from '#shared/schemas/site-curriculum.ts';
import { formatWon } from '#shared/won.ts';
import styles from './tuition-card.module.css';

export function TuitionCard({ fees, notes }: { fees: Fee[]; notes: string[] }) {
  return (
    <div className={styles.card}>
      <ul className={styles.fees} aria-label="과정별 수강료">
        {fees.map((fee, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two rows may read the same; the table is replaced whole.
          <li key={index} className={styles.plan}>
            {fee.course} {fee.lessons}회<strong className={styles.price}>{formatWon(fee.price)}</strong>
          </li>
        ))}
      </ul>
      {notes.length > 0 ? (
        <ul className={styles.notes}>
          {notes.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two notes may read the same; the list is replaced whole.
            <li key={index}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
