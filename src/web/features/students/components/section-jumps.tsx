/**
 * A bar of anchors to a long page's sections, kept under the site's header while the page
 * scrolls: on a phone the student page is many screens, and a teacher looking for the payments
 * should not scroll past the lessons. Plain links to ids: they work before the scripts arrive,
 * and the browser's back button returns to where the jump began.
 */
import styles from './section-jumps.module.css';

interface SectionJump {
  id: string;
  label: string;
}

export function SectionJumps({ sections }: { sections: readonly SectionJump[] }) {
  return (
    <nav className={styles.bar} aria-label="이 페이지의 구역">
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a className={styles.link} href={`#${section.id}`}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
