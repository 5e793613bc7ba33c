/** 노트 beside a lesson: opens the note dialog on it, and carries a ✓ once a note is written. */
import { useState } from 'react';
import styles from './note-button.module.css';
import { NoteDialog, type NoteSubject } from './note-dialog.tsx';

export function NoteButton({ label, subject }: { label: string; subject: NoteSubject }) {
  // The lesson as it was when tapped: the dialog keeps it while the lists read theirs again.
  const [opened, setOpened] = useState<NoteSubject | null>(null);
  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.button}`}
        aria-label={label}
        onClick={() => setOpened(subject)}
      >
        노트{subject.note ? <span className={styles.written}> ✓</span> : null}
      </button>
      <NoteDialog subject={opened} onClose={() => setOpened(null)} />
    </>
  );
}
