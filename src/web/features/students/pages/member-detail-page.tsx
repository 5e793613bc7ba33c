/**
 * /memberdetail/:name (spec §2): phone, join date and remaining lessons, with editing; the
 * lesson history; payments with receipts; 결제, 환불 and the 재등록 안내 message.
 */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../auth/api/session.ts';
import { type StudentRef, useStudent, useStudentLessons, useStudentPayments } from '../api/students-api.ts';
import { LessonHistory } from '../components/lesson-history.tsx';
import { PaymentDialog } from '../components/payment-dialog.tsx';
import { PaymentHistory } from '../components/payment-history.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';
import { RemainingBadge } from '../components/remaining-badge.tsx';
import { RenewalButton } from '../components/renewal-button.tsx';
import { StudentEditForm } from '../components/student-edit-form.tsx';
import styles from './member-detail-page.module.css';

export function MemberDetailPage() {
  const { name = '' } = useParams();
  const [search] = useSearchParams();
  const { data: user } = useSession();
  const ref: StudentRef = { name, teacherId: search.get('teacherId') ?? user?.id ?? '' };
  const student = useStudent(ref);
  const lessons = useStudentLessons(ref);
  const payments = useStudentPayments(ref);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'pay' | 'refund' | null>(null);

  if (student.isPending) return <PageLoading />;
  if (student.isError) {
    return (
      <Page title="학생 정보">
        <p role="alert" className="field-error">
          {student.error.message}
        </p>
        <p>
          <Link to={paths.students.manage}>학생 목록으로</Link>
        </p>
      </Page>
    );
  }
  const current = student.data;
  const lastPackage = payments.data?.find((payment) => payment.kind === 'payment') ?? null;

  return (
    <Page title={`${current.name} 학생`} lead={<Link to={paths.students.manage}>← 학생 목록</Link>}>
      <section className={styles.card} aria-label="학생 정보">
        {editing ? (
          <StudentEditForm student={current} onDone={() => setEditing(false)} />
        ) : (
          <dl className={styles.facts}>
            <div>
              <dt>전화번호</dt>
              <dd>{current.phone || '없음'}</dd>
            </div>
            <div>
              <dt>등록일</dt>
              <dd>{current.joinDate}</dd>
            </div>
            <div>
              <dt>남은 레슨</dt>
              <dd>
                <RemainingBadge lesson={current.lesson} />
              </dd>
            </div>
          </dl>
        )}
        <div className={styles.actions}>
          {editing ? null : (
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              정보 수정
            </button>
          )}
          <button type="button" className="button button-accent" onClick={() => setDialog('pay')}>
            결제
          </button>
          <button type="button" className="button button-danger" onClick={() => setDialog('refund')}>
            환불
          </button>
          <RenewalButton name={current.name} lesson={current.lesson} lastPackage={lastPackage} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="payments-title">
        <h2 id="payments-title">결제 기록</h2>
        {payments.data ? <PaymentHistory payments={payments.data} /> : <PageLoading />}
      </section>

      <section className={styles.section} aria-labelledby="lessons-title">
        <h2 id="lessons-title">레슨 기록</h2>
        {lessons.data ? <LessonHistory lessons={lessons.data} /> : <PageLoading />}
      </section>

      <PaymentDialog student={dialog === 'pay' ? current : null} onClose={() => setDialog(null)} />
      <RefundDialog student={dialog === 'refund' ? current : null} onClose={() => setDialog(null)} />
    </Page>
  );
}
