/**
 * /family: the families' portal, phone first. Each of the family's students (tabs when there
 * are two or more) with remaining and owed lessons, the lessons ahead with closures and 결석
 * 신청, make-up credits, lesson history and payments with receipts; then the studio's news and
 * 로그아웃. Without a family session it says how to get in: open the teacher's link.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { FamilyStudent } from '#shared/schemas/family.ts';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useAnswerToasts } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { useFamilyLogout, useFamilyMe } from '../api/family-api.ts';
import styles from '../components/portal.module.css';
import { type LessonBlocks, StudentView } from '../components/student-view.tsx';
import { StudioContact } from '../components/studio-contact.tsx';
import { StudioNews } from '../components/studio-news.tsx';
import { useManifestLink } from '../lib/use-manifest-link.ts';

function SignedOut({ message }: { message: string }) {
  return (
    <section className={styles.section}>
      <h1 className={styles.title}>가족 페이지</h1>
      <p>{message}</p>
      <p className={styles.note}>선생님께 받은 가족 링크를 이 휴대폰에서 열면 바로 들어올 수 있습니다.</p>
      <p>
        <Link className="button" to={paths.family.login}>
          휴대폰 번호로 로그인
        </Link>
      </p>
    </section>
  );
}

/** A child's tab: the name, and the teacher's too where two children share the name. */
function tabLabel(student: FamilyStudent, all: readonly FamilyStudent[]): string {
  const namesake = all.some((other) => other.id !== student.id && other.name === student.name);
  return namesake ? `${student.name} (${student.teacherName})` : student.name;
}

export interface FamilyPageProps {
  /** The lesson notes and practice of a student, which the lesson-notes feature draws; app/ hands them in. */
  lessonBlocks?: LessonBlocks;
}

export function FamilyPage({ lessonBlocks }: FamilyPageProps = {}) {
  const site = useSite();
  const me = useFamilyMe();
  const logout = useFamilyLogout();
  const answerToasts = useAnswerToasts();
  const [chosen, setChosen] = useState(0);
  useDocumentTitle('가족 페이지');
  useManifestLink();

  const students = me.data?.students ?? [];
  const student = students[Math.min(chosen, Math.max(students.length - 1, 0))];
  const signOut = () => logout.mutate(undefined, answerToasts);

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.studio}>{site.studio.name}</span>
        {me.data ? (
          <button type="button" className="button button-secondary" onClick={signOut}>
            로그아웃
          </button>
        ) : null}
      </header>
      <main className={styles.main}>
        {me.isPending ? (
          <PageLoading />
        ) : me.isError ? (
          <SignedOut message={me.error.message} />
        ) : students.length === 0 ? (
          <SignedOut message="이 가족 페이지에서 볼 수 있는 학생이 없습니다." />
        ) : (
          <>
            <h1 className={styles.title}>{students.length > 1 ? '가족 페이지' : `${student?.name} 학생`}</h1>
            {students.length > 1 ? (
              <nav className={styles.tabs} aria-label="학생 고르기">
                {students.map((each, index) => (
                  <button
                    key={each.id}
                    type="button"
                    aria-pressed={each === student}
                    className={each === student ? styles.tabActive : styles.tab}
                    onClick={() => setChosen(index)}
                  >
                    {tabLabel(each, students)}
                  </button>
                ))}
              </nav>
            ) : null}
            {student ? (
              <StudentView
                key={student.id}
                student={student}
                noticeHours={me.data.noticeHours}
                lessonBlocks={lessonBlocks}
              />
            ) : null}
          </>
        )}
        <StudioNews />
      </main>
      <StudioContact />
    </div>
  );
}
