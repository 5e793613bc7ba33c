/**
 * The ledger is the truth (DESIGN §4); each student keeps `remaining` beside it so that lists
 * read one column instead of summing rows. This is the check that the two agree: every student
 * (archived ones too) whose kept count differs from the sum of their ledger rows. One query,
 * so a chain's thousands of students are checked in one pass.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface BalanceMismatch {
  studentId: number;
  name: string;
  /** `students.remaining`. */
  kept: number;
  /** The sum of the student's `lesson_ledger.change` (0 without rows). */
  ledger: number;
}

export async function balanceMismatches(db: Db): Promise<BalanceMismatch[]> {
  const rows = await db
    .selectFrom('students')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('lesson_ledger')
          .select(['student_id', (inner) => inner.fn.sum<number>('change').as('total')])
          .groupBy('student_id')
          .as('sums'),
      (join) => join.onRef('sums.student_id', '=', 'students.id'),
    )
    .select([
      'students.id',
      'students.name',
      'students.remaining',
      sql<number>`coalesce(sums.total, 0)`.as('ledger'),
    ])
    .where(sql<boolean>`students.remaining <> coalesce(sums.total, 0)`)
    .orderBy('students.id')
    .execute();
  return rows.map((row) => ({
    studentId: Number(row.id),
    name: row.name,
    kept: Number(row.remaining),
    ledger: Number(row.ledger),
  }));
}
