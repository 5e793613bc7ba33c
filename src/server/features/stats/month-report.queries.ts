/**
 * The statistics' month queries over the lesson records and payments, read-only. A month is a
 * range of Seoul calendar days [first, next); a lesson counts on the day of the lesson
 * (`lesson_day`), whenever it was typed; a lesson undone by 취소 or deleted (`cancelled_at` set)
 * never counts; a refund is a payments row with kind 'refund' and a negative amount; a voided
 * payment (entered by mistake) counts nowhere. Every query takes an optional teacher to narrow to.
 */
import { sql } from 'kysely';
import { paymentCover } from '#shared/ledger-rules.ts';
import type { DayRange } from '#shared/month.ts';
import { isCharged } from '#shared/student-rules.ts';
import type { Db } from '../../db/database.ts';

/** The month's lesson records not undone, with their students, narrowed to one teacher's when given. */
function lessonsOfMonth(db: Db, range: DayRange, teacherId: string | undefined) {
  const query = db
    .selectFrom('lessons_given as l')
    .innerJoin('students as s', 's.id', 'l.student_id')
    .where('l.lesson_day', '>=', range.first)
    .where('l.lesson_day', '<', range.next)
    .where('l.cancelled_at', 'is', null);
  return teacherId === undefined ? query : query.where('s.teacher_id', '=', teacherId);
}

/** The month's payments and refunds not voided, with their students, narrowed likewise. */
function paymentsOfMonth(db: Db, range: DayRange, teacherId: string | undefined) {
  const query = db
    .selectFrom('payments as p')
    .innerJoin('students as s', 's.id', 'p.student_id')
    .where('p.pay_day', '>=', range.first)
    .where('p.pay_day', '<', range.next)
    .where('p.voided_at', 'is', null);
  return teacherId === undefined ? query : query.where('s.teacher_id', '=', teacherId);
}

export async function listMonthLessons(db: Db, range: DayRange, teacherId?: string) {
  const query = lessonsOfMonth(db, range, teacherId)
    .select(['l.id', 'l.lesson_day', 's.name', 'l.status', 'l.student_id', 's.teacher_id'])
    // The balance the lesson's latest charge left (a correction may have charged it later).
    .select((eb) =>
      eb
        .selectFrom('lesson_ledger as c')
        .select('c.balance')
        .whereRef('c.lesson_id', '=', 'l.id')
        .where('c.change', '<', 0)
        .orderBy('c.id', 'desc')
        .limit(1)
        .as('charge_balance'),
    );
  const rows = await query.orderBy('l.lesson_day').orderBy('s.name').orderBy('l.id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    lessonDay: row.lesson_day,
    name: row.name,
    status: row.status,
    studentId: Number(row.student_id),
    teacherId: row.teacher_id,
    // A charged lesson given on credit: its charge left the student's balance below 0 (미수).
    owed: isCharged(row.status) && row.charge_balance !== null && Number(row.charge_balance) < 0,
  }));
}

/**
 * The month's records as the 출석부 marks them: by day, then in the order recorded. Only what
 * a mark needs — no names, no ledger — so a chain's month (tens of thousands of records) is one
 * index range read, not a sort by name and a ledger lookup per record as in listMonthLessons.
 */
export async function listMonthMarks(db: Db, range: DayRange, teacherId?: string) {
  let query = db
    .selectFrom('lessons_given as l')
    .select(['l.student_id', 'l.lesson_day', 'l.status'])
    .where('l.lesson_day', '>=', range.first)
    .where('l.lesson_day', '<', range.next)
    .where('l.cancelled_at', 'is', null);
  if (teacherId !== undefined) {
    query = query.where('l.student_id', 'in', (eb) =>
      eb.selectFrom('students').select('id').where('teacher_id', '=', teacherId),
    );
  }
  const rows = await query.orderBy('l.lesson_day').orderBy('l.id').execute();
  return rows.map((row) => ({
    studentId: Number(row.student_id),
    lessonDay: row.lesson_day,
    status: row.status,
  }));
}

export async function listMonthPayments(db: Db, range: DayRange, teacherId?: string) {
  const query = paymentsOfMonth(db, range, teacherId)
    .select([
      'p.id',
      'p.pay_day',
      's.name',
      'p.amount',
      'p.lessons',
      'p.method',
      'p.kind',
      'p.receipt_no',
      'p.student_id',
      's.teacher_id',
    ])
    .select((eb) =>
      eb
        .selectFrom('lesson_ledger as g')
        .select('g.balance')
        .whereRef('g.payment_id', '=', 'p.id')
        .where('g.reason', '=', 'payment')
        .limit(1)
        .as('balance'),
    );
  const rows = await query.orderBy('p.pay_day').orderBy('p.paid_at').orderBy('p.id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    payDay: row.pay_day,
    name: row.name,
    pay: Number(row.amount),
    lesson: Number(row.lessons),
    method: row.method,
    kind: row.kind,
    receiptNo: row.receipt_no,
    studentId: Number(row.student_id),
    teacherId: row.teacher_id,
    // Of a payment's lessons, those that covered lessons owed before it.
    coversOwed:
      row.kind === 'payment' && row.balance !== null
        ? paymentCover(Number(row.balance) - Number(row.lessons), Number(row.lessons)).coversOwed
        : 0,
  }));
}

export async function countMonthLessons(db: Db, range: DayRange, teacherId?: string) {
  const rows = await lessonsOfMonth(db, range, teacherId)
    .select((eb) => ['s.teacher_id', 'l.status', eb.fn.countAll<number>().as('count')])
    .groupBy(['s.teacher_id', 'l.status'])
    .execute();
  return rows.map((row) => ({ teacherId: row.teacher_id, status: row.status, count: Number(row.count) }));
}

export async function totalMonthPayments(db: Db, range: DayRange, teacherId?: string) {
  const rows = await paymentsOfMonth(db, range, teacherId)
    .select((eb) => [
      's.teacher_id',
      'p.kind',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('p.amount').as('amount'),
    ])
    .groupBy(['s.teacher_id', 'p.kind'])
    .execute();
  return rows.map((row) => ({
    teacherId: row.teacher_id,
    kind: row.kind,
    count: Number(row.count),
    // Sum of the rows as stored: negative for refunds.
    amount: Number(row.amount),
  }));
}

/** Payments minus refunds per month (`YYYY-MM`) over a range of days; months without any are absent. */
export async function salesByMonth(db: Db, range: DayRange, teacherId?: string) {
  const month = sql<string>`substr(p.pay_day, 1, 7)`;
  let query = db
    .selectFrom('payments as p')
    .select((eb) => [month.as('month'), eb.fn.sum<number>('p.amount').as('sales')])
    .where('p.pay_day', '>=', range.first)
    .where('p.pay_day', '<', range.next)
    .where('p.voided_at', 'is', null);
  if (teacherId !== undefined) {
    query = query.where('p.student_id', 'in', (eb) =>
      eb.selectFrom('students').select('id').where('teacher_id', '=', teacherId),
    );
  }
  const rows = await query.groupBy(month).execute();
  return rows.map((row) => ({ month: row.month, sales: Number(row.sales) }));
}

/** Students who joined in the range, archived ones included (they did join that month). */
export async function countNewStudents(db: Db, range: DayRange, teacherId?: string) {
  let query = db
    .selectFrom('students')
    .select((eb) => ['teacher_id', eb.fn.countAll<number>().as('count')])
    .where('join_date', '>=', range.first)
    .where('join_date', '<', range.next);
  if (teacherId !== undefined) query = query.where('teacher_id', '=', teacherId);
  const rows = await query.groupBy('teacher_id').execute();
  return rows.map((row) => ({ teacherId: row.teacher_id, count: Number(row.count) }));
}

/**
 * The rows of a month's 출석부: current students who had joined by the end of the month, and
 * anyone (archived since, too) with a lesson in it. Sorted by name, as a paper register is.
 */
export async function registerStudents(db: Db, range: DayRange, teacherId?: string) {
  let query = db
    .selectFrom('students as s')
    .select(['s.id', 's.name', 's.teacher_id', 's.archived_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('s.archived_at', 'is', null), eb('s.join_date', '<', range.next)]),
        eb.exists(
          eb
            .selectFrom('lessons_given as l')
            .select('l.id')
            .whereRef('l.student_id', '=', 's.id')
            .where('l.lesson_day', '>=', range.first)
            .where('l.lesson_day', '<', range.next)
            .where('l.cancelled_at', 'is', null),
        ),
      ]),
    );
  if (teacherId !== undefined) query = query.where('s.teacher_id', '=', teacherId);
  const rows = await query.execute();
  // Sorted here, by code point: the two databases' collations disagree on punctuation.
  return rows
    .map((row) => ({
      studentId: Number(row.id),
      name: row.name,
      teacherId: row.teacher_id,
      archived: row.archived_at !== null,
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.studentId - b.studentId));
}
