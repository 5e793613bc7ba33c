/**
 * A legal text (terms of use, privacy policy) as a page to read: the owner's text (HTML the
 * server sanitised, decision 008) in the page's own flow, with a table of contents of its
 * articles — a column beside the text on wide screens, a list at the top on phones — and the
 * date it takes effect. Each article has an address (#article-3) so it can be linked to.
 */
import { useMemo } from 'react';
import { koreanDate, prepareLegalHtml } from '../lib/legal-html.ts';
import styles from './legal-document.module.css';

interface LegalDocumentProps {
  title: string;
  /** Sanitised HTML: articles are h2, their parts h3. */
  html: string;
  /** `YYYY-MM-DD` */
  effectiveDate: string;
  /** The closing article that states the date: its heading, and its sentence around the date. */
  closing: { heading: string; sentence: (date: string) => string };
}

const CLOSING_ID = 'effective-date';

export function LegalDocument({ title, html, effectiveDate, closing }: LegalDocumentProps) {
  const prepared = useMemo(() => prepareLegalHtml(html), [html]);
  const date = koreanDate(effectiveDate);
  const contents = [...prepared.headings, { id: CLOSING_ID, text: closing.heading }];
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className={styles.tocTitle}>
          목차
        </h2>
        <ol className={styles.tocList}>
          {contents.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`}>{heading.text}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.document} aria-labelledby="legal-title">
        <p id="legal-title" className={styles.title}>
          {title}
        </p>
        <p className={styles.intro}>{date} 시행</p>
        <div
          className={styles.body}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (decision 008).
          dangerouslySetInnerHTML={{ __html: prepared.html }}
        />
        <section className={styles.body} aria-labelledby={CLOSING_ID}>
          <h2 id={CLOSING_ID}>{closing.heading}</h2>
          <p>{closing.sentence(date)}</p>
        </section>
      </article>
    </div>
  );
}
