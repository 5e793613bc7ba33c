/**
 * 노트 on a student of 오늘 올 학생, once today's lesson is recorded: opens the note dialog on
 * today's record (the latest, if there are two). The list's rows share one query of today's
 * records.
 */
import { useTodayNotes } from '../api/notes-api.ts';
import { NoteButton } from './note-button.tsx';

interface TodayLessonNoteProps {
  studentId: number;
  studentName: string;
  /** The owner's teacher filter, as the list has it. */
  teacherId: string | undefined;
}

export function TodayLessonNote({ studentId, studentName, teacherId }: TodayLessonNoteProps) {
  const today = useTodayNotes(teacherId);
  const lesson = today.data?.lessons.filter((entry) => entry.studentId === studentId).at(-1);
  if (!today.data || !lesson) return null;
  return (
    <NoteButton
      label={`${studentName} 레슨 노트 ${lesson.note !== null ? '고치기' : '쓰기'}`}
      subject={{ lessonId: lesson.lessonId, lessonDay: today.data.date, studentName, note: lesson.note }}
    />
  );
}
