/** On phones, a bar fixed to the bottom of every page with the two ways to reach the studio. */

import styles from './contact-bar.module.css';
import { ContactLinks } from './contact-links.tsx';

export function ContactBar() {
  return (
    <aside className={styles.bar} aria-label="상담 문의">
      <ContactLinks bar />
    </aside>
  );
}
