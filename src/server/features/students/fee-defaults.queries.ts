/**
 * What a student would pay next, for the features that ask for money (bills): the student's
 * own fee when one is set, else the latest package paid (not voided), with how many lessons
 * are left and until when the latest package may be used.
 */
import type { Db } from '../../db/database.ts';

export interface FeeDefaults {
  studentId: number;
  name: string;
  teacherId: string;
  remaining: number;
  /** What the next package costs and brings, or null when nothing says. */
  fee: { amount: number; lessons: number } | null;
  /** The last Seoul day the latest package may be used, or null for no limit or no package. */
  validUntil: string | null;
}

/** The current students of a teacher (null = every teacher's), or the given ones, with their fees. */
export async function feeDefaults(
  db: Db,
  scope: { teacherId: string | null; studentIds?: number[] },
): Promise<FeeDefaults[]> {
  if (scope.studentIds?.length === 0) return [];
  const students = await db
    .selectFrom('students')
    .select(['id', 'name', 'teacher_id', 'remaining', 'fee_amount', 'fee_lessons'])
    .where('archived_at', 'is', null)
    .$if(scope.teacherId !== null, (query) => query.where('teacher_id', '=', scope.teacherId as string))
    .$if(scope.studentIds !== undefined, (query) => query.where('id', 'in', scope.studentIds as number[]))
    .orderBy('name')
    .execute();
  if (students.length === 0) return [];
  const packages = await db
    .selectFrom('payments')
    .select(['id', 'student_id', 'amount', 'lessons', 'valid_until'])
    .where('kind', '=', 'payment')
    .where('voided_at', 'is', null)
    .where(
      'student_id',
      'in',
      students.map((student) => student.id),
    )
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<number, (typeof packages)[number]>();
  for (const row of packages)
    if (!latest.has(Number(row.student_id))) latest.set(Number(row.student_id), row);
  return students.map((student) => {
    const last = latest.get(Number(student.id));
    const own =
      student.fee_amount !== null && student.fee_lessons !== null
        ? { amount: Number(student.fee_amount), lessons: Number(student.fee_lessons) }
        : null;
    const fromLast =
      last && last.lessons > 0 ? { amount: Number(last.amount), lessons: Number(last.lessons) } : null;
    return {
      studentId: Number(student.id),
      name: student.name,
      teacherId: student.teacher_id,
      remaining: Number(student.remaining),
      fee: own ?? fromLast,
      validUntil: last?.valid_until ?? null,
    };
  });
}
