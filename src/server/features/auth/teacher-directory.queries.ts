/**
 * Who teaches here, for features that show or choose a teacher (the timetable's picker).
 * Only display names and ids leave this module; phones and hashes stay in the auth feature.
 */
import type { Db } from '../../db/database.ts';

export interface TeacherEntry {
  id: string;
  name: string;
}

/** The owner and approved teachers: the owner first, then by name. Pending sign-ups are not listed. */
export async function listTeachers(db: Db): Promise<TeacherEntry[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('role', 'in', ['owner', 'teacher'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  const owners = rows.filter((row) => row.role === 'owner');
  const teachers = rows.filter((row) => row.role !== 'owner');
  return [...owners, ...teachers].map(({ id, name }) => ({ id, name }));
}

/** The owner or an approved teacher with this id, else null. */
export async function findTeacher(db: Db, id: string): Promise<TeacherEntry | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('role', 'in', ['owner', 'teacher'])
    .executeTakeFirst();
  return row ?? null;
}
