/** One list of what waits on the staff's home: a heading with its count, the items, a way on. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './office.module.css';

export interface WaitingCardProps {
  id: string;
  title: string;
  count: number;
  /** Said when nothing waits. */
  empty: string;
  /** Where the whole list is acted on. */
  more?: { to: string; label: string };
  /** Counts that need someone now are marked. */
  urgent?: boolean;
  children?: ReactNode;
}

export function WaitingCard({ id, title, count, empty, more, urgent = false, children }: WaitingCardProps) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title} <span className={count > 0 && urgent ? styles.countUrgent : styles.count}>{count}건</span>
      </h2>
      {count === 0 ? <p className={styles.empty}>{empty}</p> : <ul className={styles.items}>{children}</ul>}
      {more ? (
        <p className={styles.more}>
          <Link to={more.to}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  );
}
