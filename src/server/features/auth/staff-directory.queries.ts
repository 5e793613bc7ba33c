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
