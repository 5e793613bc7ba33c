/**
 * /memberdetail/:name (spec §2): phone, join date and remaining lessons (or lessons owed), the
 * profile (악기, 수준, 수강료) and the teacher's private memo, with editing; 레슨 기록 on any
 * allowed day, 결제 (from the student's own fee), 환불 and the 재등록 안내 message; the
 * payments with receipts and 결제 취소; the lessons on their days, each correctable; the
 * student's 보강권 and 결제 레슨 with their validity (the owner extends or lapses an expired one).
 *
 * On a phone that is many screens, so the page is in sections a bar of anchors jumps between
 * (요약 · 레슨 · 결제 · 보강 · 가족), kept under the header. The first screen holds the facts,
 * the everyday actions and a late 결석 신청 waiting; the rare, destructive ones (환불, 삭제)
 * wait at the end of 결제 and of the page.
 */
import { type ComponentType, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { PaymentRecord } from '#shared/schemas/students.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import head from '../../../components/ui/section-head.module.css';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import {
  useAskCashReceipt,
  useRetryCancel,
  useStudentCashReceipts,
  useStudentOpenCancels,
} from '../api/cash-receipts-api.ts';
import {
  type StudentRef,
  useArchiveStudent,
  useStudent,
  useStudentLessons,
  useStudentPayments,
} from '../api/students-api.ts';
import { CashReceiptNumber } from '../components/cash-receipt-number.tsx';
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
import { SectionJumps } from '../components/section-jumps.tsx';
import { StudentEditForm } from '../components/student-edit-form.tsx';
import { useOfferPayment } from '../components/use-student-actions.ts';
import { VoidPaymentDialog } from '../components/void-payment-dialog.tsx';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import styles from './member-detail-page.module.css';

type Dialog = 'lesson' | 'pay' | 'refund' | null;

interface MemberDetailPageProps {
  /** 가족 연결 of the student, which the family feature draws; app/ hands it in. */
  familyBlock: ComponentType<{ student: StudentRef }>;
  /** The student's late 결석 신청 waiting, answered in the first screen (the family feature's). */
  absenceRequests?: ComponentType<{ student: StudentRef }>;
  /** A history record's 노트 (the lesson-notes feature's), handed in by app/. */
  lessonNote?: ComponentType<HistoryNoteSlotProps>;
  /** The student's lessons themselves (the lesson-notes feature's 레퍼토리), handed in by app/. */
  lessonBlocks?: ComponentType<{ studentId: number }>;
}

interface HistoryNoteSlotProps {
  studentId: number;
  studentName: string;
  lesson: { id: number; lessonDay: string };
  dayLabel: string;
}

/** The page's sections, as its bar of anchors names them. */
const SECTIONS = [
  { id: 'summary', label: '요약' },
  { id: 'lessons', label: '레슨' },
  { id: 'payments', label: '결제' },
  { id: 'makeup', label: '보강' },
  { id: 'family', label: '가족' },
] as const;

export function MemberDetailPage({
  familyBlock: FamilyBlock,
  absenceRequests: AbsenceRequests,
  lessonNote: LessonNote,
  lessonBlocks: LessonBlocks,
}: MemberDetailPageProps) {
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
  const { today } = useSeoulNow();
  const archive = useArchiveStudent();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const cashReceipts = useStudentCashReceipts(student.data?.id ?? 0);
  const askReceipt = useAskCashReceipt();
  const openCancels = useStudentOpenCancels(student.data?.id ?? 0);
  const retryCancel = useRetryCancel();
  const cancelsByPayment = new Map((openCancels.data?.cancels ?? []).map((one) => [one.paymentId, one]));
  const cashReceiptsByPayment = new Map(
    (cashReceipts.data?.receipts ?? []).map((receipt) => [receipt.paymentId, receipt]),
  );

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
  const current = student.data;
  const lastPackage = payments.data?.find((payment) => payment.kind === 'payment' && !payment.voided) ?? null;
  const close = () => setDialog(null);
  const toastAnswer = {
    onSuccess: (answer: { message: string }) => toast.success(answer.message),
    onError: (failure: Error) => toast.error(failure.message),
  };
  const remove = async () => {
    const question = `${current.name} 학생을 삭제할까요? 레슨과 결제 기록은 보관됩니다.`;
    if (!(await confirm(question, { confirmLabel: '삭제' }))) return;
    try {
      const answer = await archive.mutateAsync(current);
      toast.success(answer.message);
      navigate(paths.students.manage);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Page title={`${current.name} 학생`} lead={<Link to={paths.students.manage}>← 학생 목록</Link>}>
      <SectionJumps sections={SECTIONS} />
      <section id="summary" className={`${styles.card} ${styles.anchor}`} aria-label="요약">
        {editing ? (
          <StudentEditForm student={current} onDone={() => setEditing(false)} />
        ) : (
          <dl className={styles.facts}>
            <Fact term="전화번호">{current.phone || '없음'}</Fact>
            <Fact term="등록일">{lessonDayLabel(current.joinDate, today)}</Fact>
            <Fact term="남은 레슨">
              <RemainingBadge lesson={current.lesson} />
            </Fact>
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
        </div>
        {AbsenceRequests ? <AbsenceRequests student={ref} /> : null}
      </section>

      {LessonBlocks ? <LessonBlocks studentId={current.id} /> : null}
      <section id="lessons" className={`${styles.section} ${styles.anchor}`} aria-labelledby="lessons-title">
        <h2 id="lessons-title" className={head.title}>
          레슨 기록
        </h2>
        <p className={head.lead}>최근 60일의 기록은 상태를 바꾸거나 지울 수 있습니다.</p>
        {lessons.data ? (
          <LessonHistory
            lessons={lessons.data}
            today={today}
            onCorrect={setCorrection}
            renderNote={
              LessonNote
                ? (lesson, day) => (
                    <LessonNote
                      studentId={current.id}
                      studentName={current.name}
                      lesson={lesson}
                      dayLabel={day}
                    />
                  )
                : undefined
            }
          />
        ) : (
          <PageLoading />
        )}
      </section>

      <div id="payments" className={styles.anchor}>
        <section className={styles.section} aria-labelledby="payments-title">
          <h2 id="payments-title" className={head.title}>
            결제 기록
          </h2>
          {payments.data ? (
            <PaymentHistory
              payments={payments.data}
              today={today}
              viewer={user?.role ?? 'teacher'}
              remaining={current.lesson}
              onVoid={setVoiding}
              cashReceipts={cashReceiptsByPayment}
              openCancels={cancelsByPayment}
              onRetryCancel={(cancel) => retryCancel.mutate(cancel.id, toastAnswer)}
              onAskReceipt={(payment) => askReceipt.mutate(payment.id, toastAnswer)}
            />
          ) : (
            <PageLoading />
          )}
        </section>
        <CashReceiptNumber studentId={current.id} />
        <PackagesBlock packages={current.packages} today={today} role={user?.role} />
        <section className={styles.rare} aria-labelledby="refund-title">
          <h3 id="refund-title">환불</h3>
          <p className={head.lead}>
            최근 결제의 남은 레슨을 학원법 기준으로 계산해 보여 준 뒤, 확인하면 환불로 기록합니다.
          </p>
          <button type="button" className="button button-danger" onClick={() => setDialog('refund')}>
            환불
          </button>
        </section>
      </div>

      <div id="makeup" className={styles.anchor}>
        <CreditsBlock credits={current.credits} />
      </div>

      <div id="family" className={styles.anchor}>
        <ContactsBlock student={ref} today={today} />
        <FamilyBlock student={ref} />
      </div>

      <section className={styles.rare} aria-labelledby="remove-title">
        <h2 id="remove-title" className={head.title}>
          학생 삭제
        </h2>
        <p className={head.lead}>
          목록에서 빼고 레슨과 결제 기록은 보관합니다. 같은 이름으로 다시 등록할 수 있습니다.
        </p>
        <button
          type="button"
          className="button button-danger"
          disabled={archive.isPending}
          onClick={() => void remove()}
        >
          삭제
        </button>
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
