/**
 * A teacher's own week: the form, the grid that deletes, and the memos. The owner may switch
 * to another teacher's week, shown with names but read-only (changes are each teacher's own).
 */
import { useState } from 'react';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { useTeachers } from '../../../site-data/teachers.ts';
import { useLessons } from '../api/lessons.ts';
import { useStudentNames } from '../api/student-names.ts';
import { LessonForm, type LessonPreset } from '../components/lesson-form.tsx';
import { MemoSection } from '../components/memo-section.tsx';
import { TeacherPicker } from '../components/teacher-picker.tsx';
import styles from '../components/timetable-panel.module.css';
import { WeekBoard } from '../components/week-board.tsx';
import { useRemoveLesson } from '../hooks/use-remove-lesson.ts';
import { buildWeek } from '../lib/week.ts';

interface StaffTimetableProps {
  user: SessionUser;
  /** Another teacher the owner chose to look at. */
  chosen: string | undefined;
  onChoose(teacherId: string): void;
}

export function StaffTimetable({ user, chosen, onChoose }: StaffTimetableProps) {
  const teachers = useTeachers();
  const teacherId = chosen ?? user.id;
  const own = teacherId === user.id;
  const week = useLessons(own ? undefined : teacherId);
  const removeLesson = useRemoveLesson();
  const students = useStudentNames(user.id);
  const [preset, setPreset] = useState<LessonPreset | null>(null);
  const lessons = week.data ?? [];
  const names = [...new Set(lessons.flatMap((lesson) => (lesson.name ? [lesson.name] : [])))].sort();
  const teacherName = teachers.data?.find((teacher) => teacher.id === teacherId)?.name ?? teacherId;

  const picker =
    user.role === 'owner' && teachers.data ? (
      <TeacherPicker teachers={teachers.data} value={teacherId} selfId={user.id} onChange={onChoose} />
    ) : null;

  if (!own) {
    return (
      <>
        {picker}
        <p className={styles.readOnly}>
          다른 선생님의 시간표는 볼 수만 있습니다. 등록과 삭제는 각 선생님이 합니다.
        </p>
        <WeekBoard week={week} mode="names" caption={`${teacherName} 선생님의 주간 레슨 시간표`} />
      </>
    );
  }

  return (
    <>
      {picker}
      <div className={styles.own}>
        <section className={`${styles.card} ${styles.formArea}`} aria-labelledby="lesson-form-title">
          <h2 id="lesson-form-title" className={styles.heading}>
            레슨 등록
          </h2>
          <LessonForm
            week={buildWeek(lessons)}
            students={students.data ?? []}
            suggestions={names}
            preset={preset}
          />
        </section>
        <div className={styles.boardArea}>
          <WeekBoard
            week={week}
            mode="edit"
            caption="내 주간 레슨 시간표"
            onDelete={(day, time, type) => void removeLesson(day, time, type)}
            onPick={(day, time, type) => setPreset({ day, time, type, key: Date.now() })}
          />
        </div>
        <div className={styles.memoArea}>
          <MemoSection />
        </div>
      </div>
    </>
  );
}
