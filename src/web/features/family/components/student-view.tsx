/** One student on the portal: the counts at a glance, then lessons ahead, credits, history, payments. */
import type { ComponentType } from 'react';
import type { FamilyStudent } from '#shared/schemas/family.ts';
import { Fact } from '../../../components/ui/fact.tsx';
import { CreditsList } from './credits-list.tsx';
import { FamilyInvoices } from './family-invoices.tsx';
import { FamilyReceiptNumber } from './family-receipt-number.tsx';
import { HistoryAndPayments } from './history-and-payments.tsx';
import { MakeupBooking } from './makeup-booking.tsx';
import styles from './portal.module.css';
import { UpcomingLessons } from './upcoming-lessons.tsx';

/** What the lesson-notes feature shows of a student (notes, practice), as sections of the portal. */
export type LessonBlocks = ComponentType<{ studentId: number; sectionClassName: string }>;

interface StudentViewProps {
  student: FamilyStudent;
  noticeHours: number;
  lessonBlocks?: LessonBlocks | undefined;
}

export function StudentView({ student, noticeHours, lessonBlocks: LessonBlocks }: StudentViewProps) {
  const usable = student.credits.filter((credit) => credit.state === 'valid').length;
  return (
    <>
      <dl className={styles.summary}>
        <Fact term="남은 레슨">{student.remaining}회</Fact>
        {student.owed > 0 ? (
          <Fact term="미수 레슨" className={styles.owed}>
            {student.owed}회
          </Fact>
        ) : null}
        <Fact term="보강권">{usable}장</Fact>
        <Fact term="선생님">{student.teacherName}</Fact>
      </dl>
      {student.owed > 0 ? (
        <p className={styles.note}>
          먼저 받은 레슨 {student.owed}회가 있습니다. 다음 결제에서 먼저 정산됩니다.
        </p>
      ) : null}
      {LessonBlocks ? <LessonBlocks studentId={student.id} sectionClassName={styles.section ?? ''} /> : null}
      <section className={styles.section} aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">다가오는 레슨</h2>
        <p className={styles.note}>
          결석은 미리 알려 주세요. 레슨 {noticeHours}시간 전까지 알리면 차감 없이 사전취소가 되고 보강권이
          생깁니다.
        </p>
        <UpcomingLessons student={student} />
      </section>
      <section className={styles.section} aria-labelledby="credits-title">
        <h2 id="credits-title">보강권</h2>
        <CreditsList credits={student.credits} />
        <MakeupBooking student={student} />
      </section>
      <FamilyInvoices studentId={student.id} />
      <HistoryAndPayments studentId={student.id} />
      <FamilyReceiptNumber studentId={student.id} />
    </>
  );
}
