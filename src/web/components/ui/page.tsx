/**
 * The frame of an ordinary content page: the document title, one h1, and the 700px column
 * the spec asks for on desktop.
 */
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../site-data/use-document-title.ts';
import styles from './page.module.css';

interface PageProps {
  title: string;
  /** A short line under the heading. */
  lead?: ReactNode;
  /** Wider pages (grids, tables) opt out of the 700px column. */
  wide?: boolean;
  /**
   * A staff screen on an address visitors also open (/lessontime): the layout then leaves out
   * the visitors' contact bar, as it does behind the sign-in (app/layout/contact-bar.module.css).
   */
  backOffice?: boolean;
  children: ReactNode;
}

export function Page({ title, lead, wide = false, backOffice = false, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={wide ? styles.wide : styles.page} data-back-office={backOffice ? '' : undefined}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
