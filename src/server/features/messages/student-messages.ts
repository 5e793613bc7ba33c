/**
 * The messages the students feature's changes cause (decision 046), written through the
 * outbox in the change's own transaction: a payment's receipt, 남은 레슨 1회 and 0회/미수 after a
 * charged lesson, and the 보강권 an absence grants. Links are site paths; the sender makes them
 * absolute with PUBLIC_URL.
 */
import { formatWon } from '#shared/won.ts';
import { creditOfRecord, type StudentNotices } from '../students/index.ts';
import { enqueueMessage } from './outbox.queries.ts';

/** What app.ts hands the students' routes, and what a feature recording a lesson passes on. */
export const studentNotices: StudentNotices = {
  async payment(trx, about) {
    await enqueueMessage(trx, {
      event: 'payment-received',
      studentId: about.studentId,
      variables: {
        이름: about.name,
        금액: formatWon(about.pay),
        횟수: String(about.lessons),
        // The family's copy in the portal (a family session opens it); /receipt/ is the staff's.
        영수증: `/family/receipt/${about.paymentId}`,
      },
      sourceKey: `payment:${about.paymentId}`,
      now: about.now,
    });
  },

  /** After a charged lesson: one left, or none (or owed). */
  async remaining(trx, about) {
    if (about.remaining > 1) return;
    const low = about.remaining === 1;
    await enqueueMessage(trx, {
      event: low ? 'lessons-low' : 'lessons-out',
      studentId: about.studentId,
      variables: low ? { 이름: about.name } : { 이름: about.name, 미수: String(-about.remaining) },
      sourceKey: `lesson:${about.lessonId}`,
      now: about.now,
    });
  },

  /** A 보강권 granted by the absence recorded as `lessonId`. */
  async credit(trx, about) {
    const credit = await creditOfRecord(trx, about.lessonId);
    if (!credit) return;
    await enqueueMessage(trx, {
      event: 'credit-granted',
      studentId: about.studentId,
      variables: { 이름: about.name, 날짜: credit.lesson_day, 기한: credit.expires_on },
      sourceKey: `credit:${credit.id}`,
      now: about.now,
    });
  },
};
