/**
 * A student's contacts, for this feature's routes and for others: the outbox sends to the
 * consented ones (`listContacts`), the family sign-in finds a guardian's students by phone
 * (`findStudentIdsByContactPhone`). Changes are in contact-changes.ts.
 */
import type { Selectable } from 'kysely';
import type { ConsentMethod, Contact } from '#shared/schemas/contacts.ts';
import type { Db } from '../../db/database.ts';
import type { StudentContactsTable } from './contacts.tables.ts';

export type ContactRow = Selectable<StudentContactsTable>;

const consent = (date: string | null, method: ConsentMethod | null) =>
  date && method ? { date, method } : null;

export function toContact(row: ContactRow): Contact {
  return {
    id: Number(row.id),
    name: row.name,
    relation: row.relation,
    phone: row.phone,
    email: row.email,
    informational: consent(row.info_consent_on, row.info_consent_method),
    advertising: consent(row.ad_consent_on, row.ad_consent_method),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The student's contacts in the order they were added (their slots). */
export async function listContacts(db: Db, studentId: number): Promise<Contact[]> {
  const rows = await db
    .selectFrom('student_contacts')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('slot')
    .execute();
  return rows.map(toContact);
}

/** One contact of the student, or null when the id is no contact of theirs. */
export async function findContact(db: Db, studentId: number, contactId: number): Promise<Contact | null> {
  const row = await db
    .selectFrom('student_contacts')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('id', '=', contactId)
    .executeTakeFirst();
  return row ? toContact(row) : null;
}

/**
 * The ids of current (not archived) students with a contact of this phone, smallest first: a
 * guardian with two children at the studio finds both. `phone` must be normalised
 * (normalizePhone); anything else finds no one.
 */
export async function findStudentIdsByContactPhone(db: Db, phone: string): Promise<number[]> {
  const rows = await db
    .selectFrom('student_contacts')
    .innerJoin('students', 'students.id', 'student_contacts.student_id')
    .select('students.id')
    .distinct()
    .where('student_contacts.phone', '=', phone)
    .where('students.archived_at', 'is', null)
    .orderBy('students.id')
    .execute();
  return rows.map((row) => Number(row.id));
}
