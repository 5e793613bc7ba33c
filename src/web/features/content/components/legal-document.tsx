/**
 * A legal text (terms of use, privacy policy) as a page to read: the whole text in the page's
 * own flow, with a table of contents — a column beside the text on wide screens, a list at the
 * top on phones. Each section has an address (#id) so it can be linked to.
 */
import styles from './legal-document.module.css';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

interface LegalDocumentProps {
  title: string;
  /** A line above the text, e.g. the date it takes effect. */
  intro?: string;
  sections: LegalSection[];
}

export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className={styles.tocTitle}>
          목차
        </h2>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.document} aria-labelledby="legal-title">
        <h2 id="legal-title" className={styles.title}>
          {title}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-h`}
          >
            <h3 id={`${section.id}-h`}>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
