/**
 * 노트 on a record of the student's lesson history: the note written then, or a new one, in
 * the same dialog as today's list. The history's rows share one query of the student's notes.
 */
import { useStudentNotes } from '../api/notes-api.ts';
import { NoteButton } from './note-button.tsx';

interface HistoryLessonNoteProps {
  studentId: number;
  studentName: string;
  lesson: { id: number; lessonDay: string };
  /** How the history names the day, for the button's accessible name. */
  dayLabel: string;
}

export function HistoryLessonNote({ studentId, studentName, lesson, dayLabel }: HistoryLessonNoteProps) {
  const notes = useStudentNotes(studentId);
  if (!notes.data) return null;
  const note = notes.data.notes.find((entry) => entry.lessonId === lesson.id) ?? null;
  return (
    <NoteButton
      label={`${dayLabel} 레슨 노트 ${note ? '보기' : '쓰기'}`}
      subject={{ lessonId: lesson.id, lessonDay: lesson.lessonDay, studentName, note }}
    />
  );
}
