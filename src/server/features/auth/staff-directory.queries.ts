/** Who the studio's staff are, by id and name, for features that show a teacher's name. */
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
