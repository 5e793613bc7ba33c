/**
 * The 결제 dialog: opens with the chosen student's name and the form (payment-form.tsx), set to
 * the student's own fee when the teacher gave one (amount and count), else to the count of the
 * studio's first fee row (decision 031), and the 유효기간 at the studio's packageDays. On
 * success the toast says what was paid and, when the student owed lessons, what the payment
 * covered (the server's message); the 현금영수증 reminder follows cash of 100,000원 or more.
 */
import type { ChargeResponse, StudentFee } from '#shared/schemas/students.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSite } from '../../../site-data/site-context.tsx';
import type { StudentRef } from '../api/students-api.ts';
import { perLesson, usualPerLesson } from '../lib/won.ts';
import { PaymentForm } from './payment-form.tsx';

interface PaymentDialogProps {
  student: StudentRef | null;
  /** The student's balance now, when the page has it. */
  balance?: number | undefined;
  /** The student's own fee, when the page has it. */
  fee?: StudentFee | null | undefined;
  onClose(): void;
}

export function PaymentDialog({ student, balance, fee, onClose }: PaymentDialogProps) {
  const toast = useToast();
  const site = useSite();
  const usual = fee ? perLesson(fee.pay, fee.lesson) : usualPerLesson(site.curriculum.fees);
  const defaultLessons = fee?.lesson ?? site.curriculum.fees[0]?.lessons ?? 4;

  const done = (answer: ChargeResponse) => {
    // The server's words say what the payment covered of lessons owed, and the balance after it.
    toast.success(answer.message);
    if (answer.cashReceiptReminder) toast.error(answer.cashReceiptReminder);
    onClose();
  };

  return (
    <Dialog open={student !== null} title={`${student?.name ?? ''}님 결제`} onClose={onClose}>
      {student ? (
        <PaymentForm
          key={`${student.teacherId}/${student.name}`}
          student={student}
          balance={balance}
          defaultLessons={defaultLessons}
          defaultPay={fee?.pay}
          defaultValidDays={site.lessons.packageDays ?? 0}
          usual={usual}
          onDone={done}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
