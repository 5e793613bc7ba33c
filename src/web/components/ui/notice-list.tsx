/**
 * A notice above a staff list of what waits for someone: its title with the count, a line on
 * what to do, then the items (drawn by the feature with the classes of notice-list.module.css).
 */
import type { ReactNode } from 'react';
import styles from './notice-list.module.css';

interface NoticeListProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  count: number;
  lead: ReactNode;
  /** A row of the heading and a control beside it (모두 확인), laid out by the feature. */
  head?: { className?: string; aside: ReactNode };
  children: ReactNode;
}

export function NoticeList({ id, title, count, lead, head, children }: NoticeListProps) {
  const heading = (
    <h2 id={id} className={styles.title}>
      {title} <span className={styles.count}>{count}건</span>
    </h2>
  );
  return (
    <section className={styles.notice} aria-labelledby={id}>
      {head ? (
        <div className={head.className}>
          {heading}
          {head.aside}
        </div>
      ) : (
        heading
      )}
      <p className={styles.lead}>{lead}</p>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}
