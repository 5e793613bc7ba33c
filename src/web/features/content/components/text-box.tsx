/**
 * A read-only document in a box of fixed height that scrolls on its own (spec: /use, /person).
 * The box takes keyboard focus so it can be scrolled with the arrow keys.
 */
import { type ReactNode, useId } from 'react';
import styles from './text-box.module.css';

export function TextBox({ label, children }: { label: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <>
      <p id={hintId} className={styles.hint}>
        아래 상자 안에서 스크롤하여 전체 내용을 읽으실 수 있습니다.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className={styles.box} tabIndex={0} aria-label={label} aria-describedby={hintId}>
        {children}
      </section>
    </>
  );
}
