/**
 * Test fixture: students, lessons, payments and refunds written straight into the students
 * tables, so the statistics can be tested on their own. Days are derived from instants the
 * way the students feature records them: the Seoul calendar day of the moment it happened.
 */
import type { LessonStatus, PaymentMethod } from '#shared/student-rules.ts';
import { seoulDate } from '#shared/time.ts';
import type { Db } from '../db/database.ts';

export async function addStudent(
  db: Db,
  values: { teacherId: string; name: string; joinDate: string; remaining?: number; archived?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('students')
    .values({
      teacher_id: values.teacherId,
      name: values.name,
      phone: '010-1234-5678',
      join_date: values.joinDate,
      remaining: values.remaining ?? 0,
      created_at: `${values.joinDate}T01:00:00.000Z`,
      archived_at: values.archived ? '2026-03-25T01:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function addLesson(
  db: Db,
  studentId: number,
  lessonDay: string,
  status: LessonStatus,
  options: { cancelled?: boolean } = {},
): Promise<number> {
  const row = await db
    .insertInto('lessons_given')
    .values({
      student_id: studentId,
      lesson_day: lessonDay,
      status,
      recorded_at: `${lessonDay}T05:00:00.000Z`,
      recorded_by: 'fixture',
      cancelled_at: options.cancelled ? `${lessonDay}T06:00:00.000Z` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function addPayment(
  db: Db,
  studentId: number,
  values: { paidAt: string; amount: number; lessons: number; method: PaymentMethod; receiptNo?: string },
): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({
      student_id: studentId,
      kind: 'payment',
      pay_day: seoulDate(new Date(values.paidAt)),
      paid_at: values.paidAt,
      amount: values.amount,
      lessons: values.lessons,
      method: values.method,
      receipt_no: values.receiptNo ?? null,
      refund_of: null,
      recorded_by: 'fixture',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A refund of a package: amount and lessons given as positive numbers, stored negative. */
export async function addRefund(
  db: Db,
  studentId: number,
  values: { refundOf: number; paidAt: string; amount: number; lessons: number; method: PaymentMethod },
): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({
      student_id: studentId,
      kind: 'refund',
      pay_day: seoulDate(new Date(values.paidAt)),
      paid_at: values.paidAt,
      amount: -values.amount,
      lessons: -values.lessons,
      method: values.method,
      receipt_no: null,
      refund_of: values.refundOf,
      recorded_by: 'fixture',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
