/**
 * Printing the 출석부 alone: while printing, the register is rendered into a layer directly
 * under <body>, and the print stylesheet hides every other child of <body> and turns the page
 * to A4 landscape. The layer goes away when the browser says printing is over.
 */
import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import styles from './attendance-register.module.css';

export function AttendancePrintLayer({ onDone, children }: { onDone(): void; children: ReactNode }) {
  useEffect(() => {
    window.addEventListener('afterprint', onDone);
    // Let the layer render before the browser takes its snapshot.
    const timer = window.setTimeout(() => window.print(), 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', onDone);
    };
  }, [onDone]);
  return createPortal(
    <div className={styles.printLayer} data-testid="attendance-print">
      {children}
    </div>,
    document.body,
  );
}
