/**
 * What the families' portal reads of students: only current students, by id, and only what a
 * family may see — never the teacher's private memo. The sessions decide which ids a family
 * may ask for (family-sessions.queries.ts); this module answers for those ids.
 */
import type { Db } from '../../db/database.ts';

/** Of these ids, the students still current (not archived), in the order given, without repeats. */
export async function currentStudentIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('students')
    .select('id')
    .where('id', 'in', wanted)
    .where('archived_at', 'is', null)
    .execute();
  const current = new Set(rows.map((row) => Number(row.id)));
  return wanted.filter((id) => current.has(id));
}

export interface FamilyStudentRow {
  id: number;
  name: string;
  teacherId: string;
  teacherName: string;
  remaining: number;
}

/** The family's view of these current students: name, teacher, remaining count. */
export async function familyStudents(db: Db, ids: readonly number[]): Promise<FamilyStudentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('students')
    .innerJoin('users', 'users.id', 'students.teacher_id')
    .select([
      'students.id',
      'students.name',
      'students.teacher_id as teacherId',
      'users.name as teacherName',
      'students.remaining',
    ])
    .where('students.id', 'in', [...ids])
    .where('students.archived_at', 'is', null)
    .orderBy('students.name')
    .orderBy('students.id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), remaining: Number(row.remaining) }));
}

/** Whose payment this is, by student id, or null for no such payment. */
export async function paymentStudentId(db: Db, paymentId: number): Promise<number | null> {
  const row = await db
    .selectFrom('payments')
    .select('student_id')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return row ? Number(row.student_id) : null;
}
