/**
 * What teacher pay (docs/decisions/040-teacher-pay.md) reads of the lesson records and
 * payments, read-only: a teacher's lesson records of a range of days — deleted and undone ones
 * too, flagged, because a deletion in a locked month is an adjustment — and what each student
 * paid, to price a lesson first in, first out.
 */
import type { DayRange } from '#shared/month.ts';
import { CHARGED_STATUSES, type LessonStatus } from '#shared/student-rules.ts';
import type { Db } from '../../db/database.ts';

export interface PayLessonRecord {
  id: number;
  lessonDay: string;
  studentId: number;
  student: string;
  status: LessonStatus;
  /** Deleted as entered by mistake, or undone by 취소. */
  deleted: boolean;
  /** The calendar lesson the record is of (`s<series>@<date>` or `o<one-off>`), if it names one. */
  occurrence: string | null;
}

/** The records of the teacher's students (archived ones too) on the days of the range, by day. */
export async function listTeacherLessonRecords(
  db: Db,
  teacherId: string,
  range: DayRange,
): Promise<PayLessonRecord[]> {
  const rows = await db
    .selectFrom('lessons_given as l')
    .innerJoin('students as s', 's.id', 'l.student_id')
    .select(['l.id', 'l.lesson_day', 'l.student_id', 's.name', 'l.status', 'l.cancelled_at', 'l.occurrence'])
    .where('s.teacher_id', '=', teacherId)
    .where('l.lesson_day', '>=', range.first)
    .where('l.lesson_day', '<', range.next)
    .orderBy('l.lesson_day')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    lessonDay: row.lesson_day,
    studentId: Number(row.student_id),
    student: row.name,
    status: row.status,
    deleted: row.cancelled_at !== null,
    occurrence: row.occurrence,
  }));
}

export interface StudentPurchases {
  /** The student's charged lessons before the given day, oldest first (day, then record). */
  chargedLessonIds: number[];
  /** Lessons brought in without a package: the opening count and imports. */
  opening: number;
  /** Packages in the order paid: lessons left after any refund, and the price per lesson paid. */
  packages: { lessons: number; price: number }[];
  /** The student's own fee per lesson, or null when none is set. */
  fee: number | null;
}

/** What each of these students paid, for lessons up to (not including) `before`. */
export async function studentPurchases(
  db: Db,
  studentIds: readonly number[],
  before: string,
): Promise<Map<number, StudentPurchases>> {
  const ids = [...new Set(studentIds)];
  const result = new Map<number, StudentPurchases>();
  if (ids.length === 0) return result;
  const [students, lessons, openings, payments, refunds] = await Promise.all([
    db.selectFrom('students').select(['id', 'fee_amount', 'fee_lessons']).where('id', 'in', ids).execute(),
    db
      .selectFrom('lessons_given')
      .select(['id', 'student_id'])
      .where('student_id', 'in', ids)
      .where('cancelled_at', 'is', null)
      .where('status', 'in', [...CHARGED_STATUSES])
      .where('lesson_day', '<', before)
      .orderBy('lesson_day')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lesson_ledger')
      .select((eb) => ['student_id', eb.fn.sum<number>('change').as('lessons')])
      .where('student_id', 'in', ids)
      .where('reason', 'in', ['opening', 'import'])
      .where('change', '>', 0)
      .groupBy('student_id')
      .execute(),
    db
      .selectFrom('payments')
      .select(['id', 'student_id', 'amount', 'lessons'])
      .where('student_id', 'in', ids)
      .where('kind', '=', 'payment')
      .where('voided_at', 'is', null)
      .orderBy('pay_day')
      .orderBy('paid_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => ['refund_of', eb.fn.sum<number>('lessons').as('lessons')])
      .where('student_id', 'in', ids)
      .where('kind', '=', 'refund')
      .where('voided_at', 'is', null)
      .groupBy('refund_of')
      .execute(),
  ]);
  for (const student of students) {
    const feeLessons = student.fee_lessons === null ? 0 : Number(student.fee_lessons);
    result.set(Number(student.id), {
      chargedLessonIds: [],
      opening: 0,
      packages: [],
      fee: student.fee_amount !== null && feeLessons > 0 ? Number(student.fee_amount) / feeLessons : null,
    });
  }
  for (const lesson of lessons)
    result.get(Number(lesson.student_id))?.chargedLessonIds.push(Number(lesson.id));
  for (const opening of openings) {
    const entry = result.get(Number(opening.student_id));
    if (entry) entry.opening = Number(opening.lessons);
  }
  const refunded = new Map(refunds.map((row) => [Number(row.refund_of), Number(row.lessons)]));
  for (const payment of payments) {
    const bought = Number(payment.lessons);
    result.get(Number(payment.student_id))?.packages.push({
      // A refund's lessons are stored negative.
      lessons: Math.max(bought + (refunded.get(Number(payment.id)) ?? 0), 0),
      price: Number(payment.amount) / bought,
    });
  }
  return result;
}
