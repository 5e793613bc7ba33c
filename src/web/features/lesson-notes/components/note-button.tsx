/** 노트 beside a lesson: opens the note dialog on it, and carries a ✓ once a note is written. */
import { Suspense, useState } from 'react';
import { lazyComponent, useWantedOnce } from '../../../lib/lazy-component.ts';
import styles from './note-button.module.css';
import type { NoteSubject } from './note-dialog.tsx';

/**
 * The dialog, with the note's schema and its files, comes with the first tap (or a pointer or
 * focus on a 노트 button before it): the lists it sits beside load without it.
 */
const NoteDialog = lazyComponent(
  () => import('./note-dialog.tsx'),
  (m) => m.NoteDialog,
);
const preload = () => NoteDialog.preload().catch(() => undefined);

export function NoteButton({ label, subject }: { label: string; subject: NoteSubject }) {
  // The lesson as it was when tapped: the dialog keeps it while the lists read theirs again.
  const [opened, setOpened] = useState<NoteSubject | null>(null);
  const mounted = useWantedOnce(opened !== null);
  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.button}`}
        aria-label={label}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpened(subject)}
      >
        노트{subject.note ? <span className={styles.written}> ✓</span> : null}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <NoteDialog subject={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
