/**
 * Who the studio's staff are, by id and name, for features that show or choose a teacher (the
 * timetable's picker, the statistics, pay). Only display names, ids and roles leave this module;
 * phones and hashes stay in the auth feature.
 */
import type { Db } from '../../db/database.ts';

export interface StaffMember {
  id: string;
  name: string;
  role: 'owner' | 'teacher';
}

/** Approved accounts (the owner and teachers), by name. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('role', 'in', ['owner', 'teacher'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role === 'owner' ? 'owner' : 'teacher',
  }));
}

export interface TeacherEntry {
  id: string;
  name: string;
}

/** The owner and approved teachers: the owner first, then by name. Pending sign-ups are not listed. */
export async function listTeachers(db: Db): Promise<TeacherEntry[]> {
  const staff = await listStaff(db);
  const ordered = [
    ...staff.filter((member) => member.role === 'owner'),
    ...staff.filter((member) => member.role !== 'owner'),
  ];
  return ordered.map(({ id, name }) => ({ id, name }));
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

/**
 * The display names of these accounts, by id, for records that keep who wrote them by id (a
 * lesson's `recorded_by`). Any role: a record outlives an approval. An id missing from the
 * answer is an account since removed; the caller shows the id it has.
 */
export async function accountNames(db: Db, ids: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
