/**
 * /memberdetail/:name (spec §2): phone, join date and remaining lessons (or lessons owed), the
 * profile (악기, 수준, 수강료) and the teacher's private memo, with editing; 레슨 기록 on any
 * allowed day, 결제 (from the student's own fee), 환불 and the 재등록 안내 message; the
 * payments with receipts and 결제 취소; the lessons on their days, each correctable; the
 * student's 보강권 and 결제 레슨 with their validity (the owner extends or lapses an expired one).
 */
import { type ComponentType, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PaymentRecord } from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import type { StudentWithCredits } from '../api/packages-api.ts';
import { type StudentRef, useStudent, useStudentLessons, useStudentPayments } from '../api/students-api.ts';
import { ContactsBlock } from '../components/contacts-block.tsx';
import { CreditsBlock } from '../components/credits-block.tsx';
import { LessonCorrectionDialog } from '../components/lesson-correction-dialog.tsx';
import { LessonDialog } from '../components/lesson-dialog.tsx';
import { type Correction, LessonHistory } from '../components/lesson-history.tsx';
import { PackagesBlock } from '../components/packages-block.tsx';
import { PaymentDialog } from '../components/payment-dialog.tsx';
import { PaymentHistory } from '../components/payment-history.tsx';
import { ProfileFacts, StudentMemo } from '../components/profile-facts.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';
import { RemainingBadge } from '../components/remaining-badge.tsx';
import { RenewalButton } from '../components/renewal-button.tsx';
import { StudentEditForm } from '../components/student-edit-form.tsx';
import { useOfferPayment } from '../components/use-student-actions.ts';
import { VoidPaymentDialog } from '../components/void-payment-dialog.tsx';
import styles from './member-detail-page.module.css';

type Dialog = 'lesson' | 'pay' | 'refund' | null;

export interface MemberDetailPageProps {
  /** 가족 연결 of the student, which the family feature draws; app/ hands it in. */
  familyBlock: ComponentType<{ student: StudentRef }>;
}

export function MemberDetailPage({ familyBlock: FamilyBlock }: MemberDetailPageProps) {
  const { name = '' } = useParams();
  const [search] = useSearchParams();
  const { data: user } = useSession();
  const ref: StudentRef = { name, teacherId: search.get('teacherId') ?? user?.id ?? '' };
  const student = useStudent(ref);
  const lessons = useStudentLessons(ref);
  const payments = useStudentPayments(ref);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [correction, setCorrection] = useState<Correction | null>(null);
  const [voiding, setVoiding] = useState<PaymentRecord | null>(null);
  const offerPayment = useOfferPayment(() => setDialog('pay'));
  const today = seoulDate(new Date());

  if (student.isPending) return <PageLoading />;
  if (student.isError) {
    return (
      <Page title="학생 정보">
        <FormAlert>{student.error.message}</FormAlert>
        <p>
          <Link to={paths.students.manage}>학생 목록으로</Link>
        </p>
      </Page>
    );
  }
  const current: StudentWithCredits = student.data;
  const lastPackage =
    payments.data?.find(
      (payment) => payment.kind === 'payment' && !(payment as { voided?: boolean }).voided,
    ) ?? null;
  const close = () => setDialog(null);

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
            <ProfileFacts student={current} />
          </dl>
        )}
        {editing ? null : <StudentMemo memo={current.memo} />}
        {current.lesson < 0 ? (
          <p className={styles.owed}>
            먼저 받은 레슨 {-current.lesson}회가 미수입니다. 다음 결제에서 미수가 먼저 정산됩니다.
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setDialog('lesson')}>
            레슨 기록
          </button>
          <button type="button" className="button button-accent" onClick={() => setDialog('pay')}>
            결제
          </button>
          <RenewalButton
            name={current.name}
            lesson={current.lesson}
            lastPackage={lastPackage}
            fee={current.fee}
          />
          {editing ? null : (
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              정보 수정
            </button>
          )}
          <button type="button" className="button button-danger" onClick={() => setDialog('refund')}>
            환불
          </button>
        </div>
      </section>

      <ContactsBlock student={ref} today={today} />
      <CreditsBlock credits={current.credits ?? []} />
      <PackagesBlock packages={current.packages ?? []} today={today} role={user?.role} />
      <FamilyBlock student={ref} />

      <section className={styles.section} aria-labelledby="lessons-title">
        <h2 id="lessons-title">레슨 기록</h2>
        <p className={styles.sectionLead}>최근 60일의 기록은 상태를 바꾸거나 지울 수 있습니다.</p>
        {lessons.data ? (
          <LessonHistory lessons={lessons.data} today={today} onCorrect={setCorrection} />
        ) : (
          <PageLoading />
        )}
      </section>

      <section className={styles.section} aria-labelledby="payments-title">
        <h2 id="payments-title">결제 기록</h2>
        {payments.data ? (
          <PaymentHistory
            payments={payments.data}
            today={today}
            viewer={user?.role ?? 'teacher'}
            remaining={current.lesson}
            onVoid={setVoiding}
          />
        ) : (
          <PageLoading />
        )}
      </section>

      <LessonDialog
        student={dialog === 'lesson' ? current : null}
        onClose={close}
        onNeedsPayment={(who, message) => void offerPayment(who, message)}
      />
      <PaymentDialog
        student={dialog === 'pay' ? current : null}
        balance={current.lesson}
        fee={current.fee}
        onClose={close}
      />
      <RefundDialog student={dialog === 'refund' ? current : null} onClose={close} />
      <LessonCorrectionDialog correction={correction} today={today} onClose={() => setCorrection(null)} />
      <VoidPaymentDialog payment={voiding} onClose={() => setVoiding(null)} />
    </Page>
  );
}
