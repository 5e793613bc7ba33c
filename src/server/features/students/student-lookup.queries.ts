/** Whether a student is one of a teacher's current students, for features that link to one. */
import type { Db } from '../../db/database.ts';

export async function isCurrentStudentOf(db: Db, teacherId: string, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('id', '=', studentId)
    .where('teacher_id', '=', teacherId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
