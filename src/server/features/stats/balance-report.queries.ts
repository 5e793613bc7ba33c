/**
 * The students' balances as they stand now, for the statistics: prepaid lessons not yet
 * used and their value, and lessons owed (미수), per teacher. Read-only, like month-report.
 */
import type { Db } from '../../db/database.ts';

export interface UnusedLessonsRow {
  teacherId: string;
  lessons: number;
  /** Whole won: per student, remaining × (latest package amount ÷ its lessons), rounded. */
  value: number;
  /** Lessons given before a payment (미수): the sum of the negative balances. */
  owedLessons: number;
  /** Students who owe lessons. */
  owedStudents: number;
}

/**
 * Prepaid lessons not yet used, as they stand now: the sum of the positive balances over
 * current students; lessons owed (미수, negative balances) are counted apart, never netted
 * against them. An archived (deleted) student is left out: archiving is the studio's statement
 * that the student has left, and what is owed to them is settled by a refund, which removes
 * the lessons from the ledger. A student whose lessons came with no package (an opening
 * balance) counts in lessons but adds nothing to the value; a voided package prices nothing.
 */
export async function unusedLessons(db: Db, teacherId?: string): Promise<UnusedLessonsRow[]> {
  let query = db
    .selectFrom('students as s')
    .select((eb) => {
      // The student's latest package that still stands: what one of its lessons is worth.
      const latestPackage = () =>
        eb
          .selectFrom('payments as p')
          .whereRef('p.student_id', '=', 's.id')
          .where('p.kind', '=', 'payment')
          .where('p.voided_at', 'is', null)
          .orderBy('p.paid_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(1);
      return [
        's.teacher_id',
        's.remaining',
        latestPackage().select('p.amount').as('amount'),
        latestPackage().select('p.lessons').as('package_lessons'),
      ];
    })
    .where('s.archived_at', 'is', null)
    .where('s.remaining', '<>', 0);
  if (teacherId !== undefined) query = query.where('s.teacher_id', '=', teacherId);
  const byTeacher = new Map<string, UnusedLessonsRow>();
  for (const row of await query.execute()) {
    const entry = byTeacher.get(row.teacher_id) ?? {
      teacherId: row.teacher_id,
      lessons: 0,
      value: 0,
      owedLessons: 0,
      owedStudents: 0,
    };
    byTeacher.set(row.teacher_id, entry);
    const remaining = Number(row.remaining);
    if (remaining < 0) {
      entry.owedLessons -= remaining;
      entry.owedStudents += 1;
      continue;
    }
    entry.lessons += remaining;
    if (row.amount !== null && row.package_lessons) {
      entry.value += Math.round((remaining * Number(row.amount)) / Number(row.package_lessons));
    }
  }
  return [...byTeacher.values()];
}
