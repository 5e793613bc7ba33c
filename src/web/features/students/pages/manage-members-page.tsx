/**
 * /managemember (spec §2): the new-student form, today's lessons and the student list with
 * its actions, and the payment dialog. The owner sees every teacher's students and may pick
 * one teacher; a teacher sees only their own (the server decides either way).
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { seoulDate } from '#shared/time.ts';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useSession } from '../../../lib/session.ts';
import { useTeachers } from '../../../site-data/teachers.ts';
import { useStudents, useTodayLessons } from '../api/students-api.ts';
import { ExpectedToday } from '../components/expected-today.tsx';
import { LessonDialog } from '../components/lesson-dialog.tsx';
import { NewStudentForm } from '../components/new-student-form.tsx';
import { PaymentDialog } from '../components/payment-dialog.tsx';
import { StudentList } from '../components/student-list.tsx';
import { TeacherFilter } from '../components/teacher-filter.tsx';
import { TodayLessons } from '../components/today-lessons.tsx';
import { useStudentActions } from '../components/use-student-actions.ts';
import styles from './manage-members-page.module.css';

/** Only the owner chooses a teacher; a teacher never asks. */
function useTeacherNames(enabled: boolean) {
  const directory = useTeachers({ enabled });
  return useMemo(() => {
    if (!enabled || !directory.data) return { teachers: [], names: undefined };
    const teachers = directory.data;
    return { teachers, names: new Map(teachers.map((teacher) => [teacher.id, teacher.name])) };
  }, [enabled, directory.data]);
}

export function ManageMembersPage() {
  const { data: user } = useSession();
  const isOwner = user?.role === 'owner';
  const [search, setSearch] = useSearchParams();
  const teacherId = isOwner ? (search.get('teacher') ?? undefined) : undefined;
  const today = seoulDate(new Date());
  const students = useStudents(teacherId);
  const lessons = useTodayLessons(teacherId, today);
  const { actions, busyName, paying, closePayment, dating, closeDating, offerPayment } =
    useStudentActions(today);
  const { teachers, names } = useTeacherNames(isOwner);
  const showTeacher = isOwner && !teacherId ? names : undefined;

  const chooseTeacher = (id: string | undefined) => setSearch(id ? { teacher: id } : {}, { replace: true });

  return (
    <Page title="학생 관리" wide lead="레슨을 기록하고 결제를 받고, 오늘의 레슨을 한눈에 확인하세요.">
      {isOwner ? <TeacherFilter teachers={teachers} value={teacherId} onChange={chooseTeacher} /> : null}
      <div className={styles.layout}>
        <div className={styles.form}>
          <NewStudentForm teacherId={teacherId} />
        </div>

        <section className={styles.today} aria-labelledby="today-title">
          <h2 id="today-title" className={styles.heading}>
            오늘의 레슨 <span className={styles.date}>{today}</span>
          </h2>
          {/* Other day-planning lists (e.g. who is expected today) belong above the recorded lessons. */}
          <ExpectedToday teacherId={teacherId} teacherName={(id) => showTeacher?.get(id)} />
          <div className={styles.todayRecorded}>
            {lessons.isPending ? <PageLoading /> : null}
            {lessons.data ? (
              <TodayLessons lessons={lessons.data} showTeacher={(id) => showTeacher?.get(id)} />
            ) : null}
          </div>
        </section>

        <section className={styles.list} aria-labelledby="list-title">
          <h2 id="list-title" className={styles.heading}>
            학생 목록 {students.data ? <span className={styles.count}>{students.data.length}명</span> : null}
          </h2>
          {students.isPending ? <PageLoading /> : null}
          {students.isError ? (
            <p role="alert" className="field-error">
              {students.error.message}{' '}
              <button type="button" className="button button-secondary" onClick={() => students.refetch()}>
                다시 시도
              </button>
            </p>
          ) : null}
          {students.data ? (
            <StudentList
              students={students.data}
              actions={actions}
              busyName={busyName}
              today={lessons.data ?? []}
              teacherNames={showTeacher}
            />
          ) : null}
        </section>
      </div>
      <LessonDialog
        key={dating ? `${dating.student.id}/${dating.status}` : 'closed'}
        student={dating?.student ?? null}
        initialStatus={dating?.status}
        onClose={closeDating}
        onNeedsPayment={(student, message) => void offerPayment(student, message)}
      />
      <PaymentDialog
        student={paying}
        balance={
          students.data?.find((one) => one.name === paying?.name && one.teacherId === paying.teacherId)
            ?.lesson
        }
        onClose={closePayment}
      />
    </Page>
  );
}
