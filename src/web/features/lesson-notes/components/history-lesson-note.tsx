/**
 * 노트 on a record of the student's lesson history: the note written then, or a new one, in
 * the same dialog as today's list. The history's rows share one query of the student's notes.
 */
import { useState } from 'react';
import { useStudentNotes } from '../api/notes-api.ts';
import styles from './note-button.module.css';
import { NoteDialog, type NoteSubject } from './note-dialog.tsx';

interface HistoryLessonNoteProps {
  studentId: number;
  studentName: string;
  lesson: { id: number; lessonDay: string };
  /** How the history names the day, for the button's accessible name. */
  dayLabel: string;
}

export function HistoryLessonNote({ studentId, studentName, lesson, dayLabel }: HistoryLessonNoteProps) {
  const notes = useStudentNotes(studentId);
  const [subject, setSubject] = useState<NoteSubject | null>(null);
  if (!notes.data) return null;
  const note = notes.data.notes.find((entry) => entry.lessonId === lesson.id) ?? null;
  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.button}`}
        aria-label={`${dayLabel} 레슨 노트 ${note ? '보기' : '쓰기'}`}
        onClick={() => setSubject({ lessonId: lesson.id, lessonDay: lesson.lessonDay, studentName, note })}
      >
        노트{note ? <span className={styles.written}> ✓</span> : null}
      </button>
      <NoteDialog subject={subject} onClose={() => setSubject(null)} />
    </>
  );
}
