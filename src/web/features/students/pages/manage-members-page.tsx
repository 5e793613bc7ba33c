/**
 * /managemember (spec §2): today's lessons (who the timetable expects first, with one-tap 출석),
 * the student list with its search, order and actions, the new-student form folded behind
 * 학생 등록 (open on a desktop while there is no student yet), and the payment dialog. The owner
 * sees every teacher's students and may pick one teacher; a teacher sees only their own (the
 * server decides either way).
 */
import { type ComponentType, Suspense, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { lazyComponent, useWantedOnce } from '../../../lib/lazy-component.ts';
import { useSession } from '../../../lib/session.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useTeachers } from '../../../site-data/teachers.ts';
import { useStudents, useTodayLessons } from '../api/students-api.ts';
import { ArchivedStudents } from '../components/archived-students.tsx';
import {
  ExpectedToday,
  type LessonNoteSlotProps,
  type PendingAbsenceSlot,
} from '../components/expected-today.tsx';
import { ExpiringNotice } from '../components/expiring-notice.tsx';
import { StudentList } from '../components/student-list.tsx';
import { TeacherFilter } from '../components/teacher-filter.tsx';
import { TodayLessons } from '../components/today-lessons.tsx';
import { useStudentActions } from '../components/use-student-actions.ts';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import styles from './manage-members-page.module.css';

// Each waits for a tap: fetched then, not with the page (lib/lazy-component.ts).
const NewStudentForm = lazyComponent(
  () => import('../components/new-student-form.tsx'),
  (m) => m.NewStudentForm,
);
const LessonDialog = lazyComponent(
  () => import('../components/lesson-dialog.tsx'),
  (m) => m.LessonDialog,
);
const PaymentDialog = lazyComponent(
  () => import('../components/payment-dialog.tsx'),
  (m) => m.PaymentDialog,
);

const keyOf = (ref: { teacherId: string; name: string }) => `${ref.teacherId}/${ref.name}`;

/** Where the list and today's lessons sit side by side. */
const desktopQuery = '(min-width: 1024px)';

interface ManageMembersPageProps {
  /**
   * The late 결석 신청 waiting for the teacher, which the family feature draws; app/ hands it in.
   * `teacherName` names a line's teacher when the owner looks at every teacher's.
   */
  absenceRequests: ComponentType<{
    teacherId: string | undefined;
    teacherName(teacherId: string): string | undefined;
  }>;
  /** A late 결석 신청 in 오늘 올 학생's row of its lesson, answered there (the family feature's). */
  pendingAbsence?: PendingAbsenceSlot;
  /** 노트 on a recorded lesson of 오늘 올 학생, which the lesson-notes feature draws. */
  lessonNote?: ComponentType<LessonNoteSlotProps>;
  /** 오늘 올 학생's "이번 주 연습", which the practice log draws. */
  weekPractice?: ComponentType<LessonNoteSlotProps>;
}

export function ManageMembersPage({
  absenceRequests: AbsenceRequestsNotice,
  pendingAbsence,
  lessonNote,
  weekPractice,
}: ManageMembersPageProps) {
  const id = useId();
  const { data: user } = useSession();
  const desktop = useMediaQuery(desktopQuery);
  const [registering, setRegistering] = useState<boolean | null>(null);
  const isOwner = user?.role === 'owner';
  const [search, setSearch] = useSearchParams();
  const teacherId = isOwner ? (search.get('teacher') ?? undefined) : undefined;
  const { today } = useSeoulNow();
  const students = useStudents(teacherId);
  const lessons = useTodayLessons(teacherId, today);
  const { actions, busyName, paying, closePayment, dating, closeDating, offerPayment } =
    useStudentActions(today);
  // Only the owner chooses a teacher (a teacher never asks), and sees whose each student is.
  const teachers = useTeachers({ enabled: isOwner }).data ?? [];
  const showTeacher =
    isOwner && !teacherId ? new Map(teachers.map((teacher) => [teacher.id, teacher.name])) : undefined;
  const teacherName = (teacher: string) => showTeacher?.get(teacher);

  const chooseTeacher = (teacher: string | undefined) =>
    setSearch(teacher ? { teacher } : {}, { replace: true });
  const byKey = useMemo(
    () => new Map((students.data ?? []).map((student) => [keyOf(student), student])),
    [students.data],
  );
  // Until the teacher opens or closes it: open on a desktop while there is no student yet.
  const registerOpen = registering ?? (desktop && students.data?.length === 0);
  // A failed fetch still unfolds the panel: its boundary then offers to try again.
  const preloadForm = () => NewStudentForm.preload().catch(() => undefined);
  const lessonDialogMounted = useWantedOnce(dating !== null);
  const paymentDialogMounted = useWantedOnce(paying !== null);

  return (
    <Page title="학생 관리" wide lead="레슨을 기록하고 결제를 받고, 오늘의 레슨을 한눈에 확인하세요.">
      {isOwner ? <TeacherFilter teachers={teachers} value={teacherId} onChange={chooseTeacher} /> : null}
      <AbsenceRequestsNotice teacherId={teacherId} teacherName={teacherName} />
      <ExpiringNotice teacherId={teacherId} today={today} teacherName={teacherName} />
      <div className={styles.layout}>
        <section className={styles.today} aria-labelledby="today-title">
          <h2 id="today-title" className={styles.heading}>
            오늘의 레슨 <span className={styles.date}>{lessonDayLabel(today, today)}</span>
          </h2>
          {/* Other day-planning lists (e.g. who is expected today) belong above the recorded lessons. */}
          <ExpectedToday
            teacherId={teacherId}
            teacherName={teacherName}
            remaining={(ref) => byKey.get(keyOf(ref))?.lesson}
            onNeedsPayment={(ref, message) => void offerPayment(ref, message)}
            pendingAbsence={pendingAbsence}
            lessonNote={lessonNote}
            weekPractice={weekPractice}
          />
          <div className={styles.todayRecorded}>
            {lessons.isPending ? <PageLoading /> : null}
            {lessons.data ? <TodayLessons lessons={lessons.data} showTeacher={teacherName} /> : null}
          </div>
        </section>

        <section className={styles.list} aria-labelledby="list-title">
          <div className={styles.listHead}>
            <h2 id="list-title" className={styles.heading}>
              학생 목록{' '}
              {students.data ? <span className={styles.count}>{students.data.length}명</span> : null}
            </h2>
            <Link to={paths.students.import} className={`button button-secondary ${styles.importLink}`}>
              <span className={styles.importWord}>엑셀 </span>가져오기
            </Link>
            <button
              type="button"
              className={`button ${registerOpen ? 'button-secondary' : 'button-accent'} ${styles.register}`}
              aria-expanded={registerOpen}
              aria-controls={`${id}-register`}
              // The form's chunk is fetched as the button is reached, and the form unfolds
              // once it is here, whole: the next Tab is its first field.
              onFocus={preloadForm}
              onPointerEnter={preloadForm}
              onClick={() => {
                if (registerOpen) setRegistering(false);
                else void preloadForm().then(() => setRegistering(true));
              }}
            >
              <span aria-hidden="true" className={styles.plus}>
                {registerOpen ? '−' : '+'}
              </span>
              학생 등록
            </button>
          </div>
          <div id={`${id}-register`} className={styles.registerPanel} hidden={!registerOpen}>
            {registerOpen ? (
              <Suspense fallback={<PageLoading />}>
                <NewStudentForm teacherId={teacherId} />
              </Suspense>
            ) : null}
          </div>
          {students.isPending ? <PageLoading /> : null}
          {students.isError ? (
            <LoadFailed inline message={students.error.message} retry={() => students.refetch()} />
          ) : null}
          {students.data ? (
            <StudentList
              students={students.data}
              actions={actions}
              busyName={busyName}
              today={lessons.data ?? []}
              todayDate={today}
              teacherNames={showTeacher}
            />
          ) : null}
          <ArchivedStudents teacherId={teacherId} today={today} teacherName={teacherName} />
        </section>
      </div>
      {/* Not keyed, and kept once opened: a dialog taken out of the page while open would take its toast with it. */}
      {lessonDialogMounted ? (
        <Suspense fallback={null}>
          <LessonDialog
            student={dating?.student ?? null}
            initialStatus={dating?.status}
            onClose={closeDating}
            onNeedsPayment={(student, message) => void offerPayment(student, message)}
          />
        </Suspense>
      ) : null}
      {paymentDialogMounted ? (
        <Suspense fallback={null}>
          <PaymentDialog
            student={paying}
            balance={paying ? byKey.get(keyOf(paying))?.lesson : undefined}
            fee={paying ? byKey.get(keyOf(paying))?.fee : undefined}
            onClose={closePayment}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
