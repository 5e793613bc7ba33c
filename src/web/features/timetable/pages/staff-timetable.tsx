/**
 * A teacher's own dated week: the 반복 수업 form, the grid (a lesson opens its record and change
 * dialog, a free half the add dialog), and the memos. The owner may switch to another teacher's
 * week, shown with names: there the owner records lessons but plans nothing (changes are each
 * teacher's own).
 */
import { Suspense, useState } from 'react';
import { weekDays } from '#shared/calendar-rules.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import type { Lesson } from '#shared/schemas/timetable.ts';
import { type LessonType, weekdayOfDate } from '#shared/timetable-rules.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useTeachers } from '../../../site-data/teachers.ts';
import { useCalendarWeek, useClosedDays } from '../api/calendar.ts';
import { useStudentNames } from '../api/student-names.ts';
import { useWorkingSpans } from '../api/working-hours.ts';
import { CalendarFeed } from '../components/calendar-feed.tsx';
import { LessonForm } from '../components/lesson-form.tsx';
import { MemoSection } from '../components/memo-section.tsx';
import { TeacherPicker } from '../components/teacher-picker.tsx';
import styles from '../components/timetable-panel.module.css';
import { closedDaysOf, WeekBoard } from '../components/week-board.tsx';
import { WeekNav } from '../components/week-nav.tsx';
import { useOccurrenceChanges } from '../hooks/use-occurrence-changes.ts';
import { buildCalendarWeek } from '../lib/calendar-week.ts';
import { buildWeek } from '../lib/week.ts';
import type { TimetableViewProps } from './public-timetable.tsx';

// Each opens on a tap: fetched then, not with the timetable (lib/lazy-component.ts).
const OccurrenceDialog = lazyComponent(
  () => import('../components/occurrence-dialog.tsx'),
  (m) => m.OccurrenceDialog,
);
const AddDialog = lazyComponent(
  () => import('../components/add-dialog.tsx'),
  (m) => m.AddDialog,
);

interface StaffTimetableProps extends TimetableViewProps {
  user: SessionUser;
}

/** The shown week's weekly lessons by weekday, for the form to offer only the types that fit. */
function seriesOfWeek(occurrences: readonly Occurrence[]): Lesson[] {
  return occurrences
    .filter((occurrence) => occurrence.kind === 'series')
    .map(({ date, time, type, name }) => ({ day: weekdayOfDate(date), time, type, name }));
}

export function StaffTimetable({
  user,
  chosen,
  onChoose,
  monday,
  current,
  today,
  onWeek,
}: StaffTimetableProps) {
  const teachers = useTeachers();
  const teacherId = chosen ?? user.id;
  const own = teacherId === user.id;
  const week = useCalendarWeek(teacherId, monday);
  const closed = useClosedDays(monday);
  const spans = useWorkingSpans(teacherId, weekDays(monday));
  const students = useStudentNames(teacherId);
  const changes = useOccurrenceChanges();
  const [openedKey, setOpenedKey] = useState<string | null>(null);
  const [adding, setAdding] = useState<{ date: string; time: number; type: LessonType } | null>(null);
  const occurrences = week.data ?? [];
  const calendarWeek = buildCalendarWeek(occurrences);
  // A lesson deleted or moved meanwhile closes its dialog.
  const opened = occurrences.find((occurrence) => occurrence.key === openedKey) ?? null;
  const closedOn = new Map(closedDaysOf(closed.data, occurrences).map((day) => [day.date, day.name]));
  const teacherName = teachers.data?.find((teacher) => teacher.id === teacherId)?.name ?? teacherId;
  const names = [
    ...new Set(occurrences.flatMap((occurrence) => (occurrence.name ? [occurrence.name] : []))),
  ].sort();

  const picker =
    user.role === 'owner' && teachers.data ? (
      <TeacherPicker teachers={teachers.data} value={teacherId} selfId={user.id} onChange={onChoose} />
    ) : null;

  const board = (
    <>
      <WeekNav monday={monday} current={current} onChange={onWeek} />
      <WeekBoard
        week={week}
        monday={monday}
        today={today}
        mode={own ? 'edit' : 'record'}
        spans={spans}
        caption={own ? '내 주간 레슨 시간표' : `${teacherName} 선생님의 주간 레슨 시간표`}
        onOpen={(occurrence) => setOpenedKey(occurrence.key ?? null)}
        onRemove={(occurrence) => void changes.remove(occurrence)}
        onAdd={(date, time, type) => setAdding({ date, time, type })}
      />
      {opened ? (
        <Suspense fallback={null}>
          <OccurrenceDialog
            occurrence={opened}
            mode={own ? 'edit' : 'record'}
            today={today}
            teacherId={user.role === 'owner' ? teacherId : undefined}
            studentName={students.data?.find((student) => student.id === opened.studentId)?.name}
            week={calendarWeek}
            days={weekDays(monday)}
            closedOn={closedOn}
            onClose={() => setOpenedKey(null)}
          />
        </Suspense>
      ) : null}
    </>
  );

  if (!own) {
    return (
      <>
        {picker}
        <p className={styles.readOnly}>
          다른 선생님의 시간표에서는 수업 기록만 할 수 있습니다. 수업을 넣고 바꾸는 일은 각 선생님이 합니다.
        </p>
        {board}
      </>
    );
  }

  return (
    <>
      {picker}
      <div className={styles.own}>
        <section className={`${styles.card} ${styles.formArea}`} aria-labelledby="lesson-form-title">
          <h2 id="lesson-form-title" className={styles.heading}>
            반복 수업 등록
          </h2>
          <LessonForm
            week={buildWeek(seriesOfWeek(occurrences))}
            students={students.data ?? []}
            suggestions={names}
            from={monday}
          />
        </section>
        <div className={styles.boardArea}>{board}</div>
        <div className={styles.memoArea}>
          <MemoSection />
          <div className={styles.feed}>
            <CalendarFeed />
          </div>
        </div>
      </div>
      {adding ? (
        <Suspense fallback={null}>
          <AddDialog
            {...adding}
            monday={monday}
            teacherId={teacherId}
            week={calendarWeek}
            students={students.data ?? []}
            onClose={() => setAdding(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
