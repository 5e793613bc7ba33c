/**
 * 노트 on a student of 오늘 올 학생, once today's lesson is recorded: opens the note dialog on
 * today's record (the latest, if there are two). The list's rows share one query of today's
 * records.
 */
import { useState } from 'react';
import { useTodayNotes } from '../api/notes-api.ts';
import styles from './note-button.module.css';
import { NoteDialog, type NoteSubject } from './note-dialog.tsx';

interface TodayLessonNoteProps {
  studentId: number;
  studentName: string;
  /** The owner's teacher filter, as the list has it. */
  teacherId: string | undefined;
}

export function TodayLessonNote({ studentId, studentName, teacherId }: TodayLessonNoteProps) {
  const today = useTodayNotes(teacherId);
  const [subject, setSubject] = useState<NoteSubject | null>(null);
  const lesson = today.data?.lessons.filter((entry) => entry.studentId === studentId).at(-1);
  if (!today.data || !lesson) return null;
  const written = lesson.note !== null;
  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.button}`}
        aria-label={`${studentName} 레슨 노트 ${written ? '고치기' : '쓰기'}`}
        onClick={() =>
          setSubject({
            lessonId: lesson.lessonId,
            lessonDay: today.data.date,
            studentName,
            note: lesson.note,
          })
        }
      >
        노트{written ? <span className={styles.written}> ✓</span> : null}
      </button>
      <NoteDialog subject={subject} onClose={() => setSubject(null)} />
    </>
  );
}
