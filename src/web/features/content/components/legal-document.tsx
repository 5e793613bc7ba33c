/**
 * A legal text (terms of use, privacy policy) as a page to read: the owner's text (HTML the
 * server sanitised, decision 008) in the page's own flow, with a table of contents of its
 * articles — a column beside the text when there is room, a list at the top otherwise — and
 * the date it takes effect. Each article has an address (#article-3) so it can be linked to.
 */
import { useMemo } from 'react';
import legalText from '../../../components/rich-text/legal-text.module.css';
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
  /** Before every address, when two texts share a page (the owner's preview). */
  idPrefix?: string;
}

export function LegalDocument({ title, html, effectiveDate, closing, idPrefix = '' }: LegalDocumentProps) {
  const prepared = useMemo(() => prepareLegalHtml(html, idPrefix), [html, idPrefix]);
  const date = koreanDate(effectiveDate);
  const ids = {
    toc: `${idPrefix}legal-toc-title`,
    title: `${idPrefix}legal-title`,
    closing: `${idPrefix}effective-date`,
  };
  const contents = [...prepared.headings, { id: ids.closing, text: closing.heading }];
  return (
    <div className={styles.frame}>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={ids.toc}>
          <h2 id={ids.toc} className={styles.tocTitle}>
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
        <article className={styles.document} aria-labelledby={ids.title}>
          <p id={ids.title} className={styles.title}>
            {title}
          </p>
          <p className={styles.intro}>{date} 시행</p>
          <div
            className={legalText.body}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (decision 008).
            dangerouslySetInnerHTML={{ __html: prepared.html }}
          />
          <section className={legalText.body} aria-labelledby={ids.closing}>
            <h2 id={ids.closing}>{closing.heading}</h2>
            <p>{closing.sentence(date)}</p>
          </section>
        </article>
      </div>
    </div>
  );
}
