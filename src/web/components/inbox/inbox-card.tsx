/**
 * One request in an inbox: its title and status tag, the facts as a list of terms, what the
 * feature adds under them, and the buttons for the next steps. A new request (접수) stands out.
 */
import type { ReactNode } from 'react';
import styles from './inbox.module.css';

/** The tag's colour: waiting, in progress, done well, or closed. */
export type InboxTone = 'new' | 'progress' | 'done' | 'closed';

interface InboxFact {
  label: string;
  value: ReactNode;
  /** Typed text with its own line breaks (the visitor's message). */
  text?: boolean;
}

interface InboxCardProps {
  /** The id of the card's title, which names the card. */
  titleId: string;
  fresh: boolean;
  title: ReactNode;
  status: string;
  tone: InboxTone;
  facts: InboxFact[];
  children?: ReactNode;
  /** The buttons for the next steps; nothing when the request is closed. */
  actions?: ReactNode;
}

export function InboxCard({ titleId, fresh, title, status, tone, facts, children, actions }: InboxCardProps) {
  return (
    <article className={`${styles.card} ${fresh ? styles.fresh : ''}`} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <StatusTag status={status} tone={tone} />
      </header>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={fact.text ? styles.text : undefined}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

export function StatusTag({ status, tone }: { status: string; tone: InboxTone }) {
  return <span className={`${styles.tag} ${styles[tone] ?? ''}`}>{status}</span>;
}

/** The grey part of a title: `· 색소폰`, `· 옵션`. */
export function TitleAside({ children }: { children: ReactNode }) {
  return (
    <>
      {' '}
      <span className={styles.aside}>· {children}</span>
    </>
  );
}
