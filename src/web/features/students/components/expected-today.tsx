/**
 * 오늘 올 학생: today's weekday of the timetable on the student page (DESIGN §4), first on a
 * phone. Each linked student has a one-tap 출석 that records the lesson through the students
 * API, and the other statuses one tap further (다른 상태). A charged lesson refused at the owed
 * limit offers the payment dialog, as the list does. Entries not linked to a student are listed
 * too, so the day's plan is complete. A student whose family sent a late 결석 신청 still waiting
 * shows it, answered in place, instead of the 출석 (drawn by the family feature, handed in).
 */
import type { ComponentType, ReactNode } from 'react';
import type { ExpectedLesson } from '#shared/schemas/timetable.ts';
import { LESSON_STATUSES, type LessonStatus } from '#shared/student-rules.ts';
import { hourLabel } from '#shared/time.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useExpectedToday } from '../api/expected-today.ts';
import { type StudentRef, useRecordLesson } from '../api/students-api.ts';
import { needsPayment } from '../lib/refusals.ts';
import { statusEffects } from '../lib/status-info.ts';
import styles from './expected-today.module.css';
import { MenuButton } from './menu-button.tsx';
import { RemainingBadge } from './remaining-badge.tsx';

/** What the family feature draws in a row instead of its buttons while a 결석 신청 waits. */
export type PendingAbsenceSlot = ComponentType<{
  teacherId: string | undefined;
  lesson: { key?: string | undefined; studentName: string; teacherId: string; date: string };
  children: ReactNode;
}>;

interface ExpectedTodayProps {
  /** A late 결석 신청 waiting for this lesson, answered in its row. */
  pendingAbsence?: PendingAbsenceSlot | undefined;
  /** The owner's teacher filter; a teacher always sees their own. */
  teacherId: string | undefined;
  /** Teacher names, when the list mixes several teachers' students. */
  teacherName?: (id: string) => string | undefined;
  /** A student's remaining lessons, when the page has the list. */
  remaining?: (student: StudentRef) => number | undefined;
  /** Past the owed limit: offer the payment. */
  onNeedsPayment?: (student: StudentRef, message: string) => void;
  /** The lesson note of a recorded lesson, which the lesson-notes feature draws; app/ hands it in. */
  lessonNote?: ComponentType<LessonNoteSlotProps> | undefined;
  /** The student's practice of this week, which the practice log draws; app/ hands it in. */
  weekPractice?: ComponentType<LessonNoteSlotProps> | undefined;
}

export interface LessonNoteSlotProps {
  studentId: number;
  studentName: string;
  /** The list's teacher filter. */
  teacherId: string | undefined;
}

const OTHER_STATUSES = LESSON_STATUSES.filter((status) => status !== '출석');

interface RowProps
  extends Pick<ExpectedTodayProps, 'pendingAbsence' | 'onNeedsPayment' | 'lessonNote' | 'weekPractice'> {
  item: ExpectedLesson;
  date: string;
  teacherFilter: string | undefined;
  teacherName?: string | undefined;
  lesson?: number | undefined;
}

function Row({
  item,
  date,
  teacherFilter,
  pendingAbsence: Pending,
  teacherName,
  lesson,
  onNeedsPayment,
  lessonNote: LessonNote,
  weekPractice: WeekPractice,
}: RowProps) {
  const toast = useToast();
  const record = useRecordLesson();
  const student = item.student;
  const mark = async (status: LessonStatus) => {
    if (!student) return;
    const ref = { name: student.name, teacherId: item.teacherId };
    try {
      const change = await record.mutateAsync({ ref, status });
      toast.success(change.message);
    } catch (error) {
      if (onNeedsPayment && needsPayment(error)) onNeedsPayment(ref, error.message);
      else toast.error(error instanceof ApiError ? error.message : '레슨을 기록하지 못했습니다.');
    }
  };

  const buttons = student ? (
    <span className={styles.actions}>
      <button
        type="button"
        className={`button ${styles.attend}`}
        disabled={record.isPending}
        aria-label={`${student.name} 출석`}
        onClick={() => void mark('출석')}
      >
        출석
      </button>
      <MenuButton
        label={`${student.name} 다른 상태`}
        disabled={record.isPending}
        className={styles.other}
        items={OTHER_STATUSES.map((status) => ({
          label: status,
          hint: statusEffects[status],
          onSelect: () => void mark(status),
        }))}
      >
        <span aria-hidden="true">▾</span>
      </MenuButton>
    </span>
  ) : null;

  return (
    <li className={styles.item}>
      <span className={styles.time}>
        {hourLabel(item.time)}
        <span className={styles.type}>{item.type}</span>
      </span>
      <span className={styles.name}>
        {student?.name ?? item.name}
        {teacherName ? <span className={styles.teacher}> · {teacherName}</span> : null}
        {lesson !== undefined ? (
          <span className={styles.remaining}>
            <RemainingBadge lesson={lesson} />
          </span>
        ) : null}
        {student && WeekPractice ? (
          <WeekPractice studentId={student.id} studentName={student.name} teacherId={teacherFilter} />
        ) : null}
        {/* With a note to write, the recorded mark joins the name and the note takes the button's place. */}
        {student && item.recorded && LessonNote ? (
          <span className={`${styles.done} ${styles.doneBeside}`}>기록됨</span>
        ) : null}
      </span>
      {!student ? (
        <span className={styles.unlinked}>학생 미연결</span>
      ) : item.recorded ? (
        LessonNote ? (
          <span className={styles.actions}>
            <LessonNote studentId={student.id} studentName={student.name} teacherId={teacherFilter} />
          </span>
        ) : (
          <span className={styles.done}>기록됨</span>
        )
      ) : Pending ? (
        <Pending
          teacherId={teacherFilter}
          lesson={{ key: item.key, studentName: student.name, teacherId: item.teacherId, date }}
        >
          {buttons}
        </Pending>
      ) : (
        buttons
      )}
    </li>
  );
}

export function ExpectedToday({ teacherId, teacherName, remaining, ...slots }: ExpectedTodayProps) {
  const expected = useExpectedToday(teacherId);
  if (!expected.data) {
    return expected.isError ? <p className={styles.empty}>시간표를 불러오지 못했습니다.</p> : null;
  }
  const { date, day, items } = expected.data;
  return (
    <section className={styles.box} aria-labelledby="expected-today-title">
      <h3 id="expected-today-title" className={styles.heading}>
        오늘 올 학생 <span className={styles.day}>{day}요일 시간표</span>
      </h3>
      {items.length === 0 ? (
        <p className={styles.empty}>오늘은 시간표에 잡힌 레슨이 없습니다.</p>
      ) : (
        <ol className={styles.list} aria-label="오늘 올 학생">
          {items.map((item) => (
            <Row
              key={`${item.teacherId}-${item.time}-${item.type}`}
              item={item}
              date={date}
              teacherFilter={teacherId}
              teacherName={teacherName?.(item.teacherId)}
              lesson={
                item.student ? remaining?.({ name: item.student.name, teacherId: item.teacherId }) : undefined
              }
              {...slots}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
