/**
 * 레슨 노트 in the portal: what the teacher shared after each lesson — 진도 and 과제 — the
 * newest first; the latest few at once, the rest one tap away.
 */
import { useState } from 'react';
import { dayLabel } from '#shared/day-labels.ts';
import { Fact } from '../../../components/ui/fact.tsx';
import { useFamilyNotes } from '../api/family-notes-api.ts';
import styles from './family-lesson-notes.module.css';
import { FamilyNoteFiles } from './family-note-files.tsx';

const FIRST_SHOWN = 3;

export function FamilyLessonNotes({ studentId }: { studentId: number }) {
  const notes = useFamilyNotes(studentId);
  const [all, setAll] = useState(false);
  if (notes.isPending) return <p className={styles.empty}>불러오는 중…</p>;
  if (notes.isError) return <p role="alert">{notes.error.message}</p>;
  const list = notes.data.notes;
  if (list.length === 0) return <p className={styles.empty}>아직 선생님이 올린 레슨 노트가 없습니다.</p>;
  const shown = all ? list : list.slice(0, FIRST_SHOWN);
  return (
    <>
      <ul className={styles.list}>
        {shown.map((note) => (
          <li key={note.lessonId} className={styles.note}>
            <p className={styles.day}>{dayLabel(note.lessonDay)} 레슨</p>
            <dl className={styles.facts}>
              {note.covered ? <Fact term="진도">{note.covered}</Fact> : null}
              <Fact term="과제">{note.homework || '이번에는 과제가 없습니다.'}</Fact>
            </dl>
            <FamilyNoteFiles files={note.files} />
          </li>
        ))}
      </ul>
      {list.length > FIRST_SHOWN && !all ? (
        <button
          type="button"
          className={`button button-secondary ${styles.more}`}
          onClick={() => setAll(true)}
        >
          지난 노트 {list.length - FIRST_SHOWN}개 더 보기
        </button>
      ) : null}
    </>
  );
}
