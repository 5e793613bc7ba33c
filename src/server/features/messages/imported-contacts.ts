/**
 * Guardians read from a student import (학생 가져오기) become the new students' contacts, in
 * the import's own transaction: with no consent recorded (nothing is sent to them until a
 * person records it), in slots 1–3 as they were read. The unique (student, slot) and
 * (student, phone) keep a contact from being written twice, whatever runs at once.
 */
import type { GuardianContact } from '#shared/guardian-line.ts';
import { CONTACTS_MAX } from '#shared/schemas/contacts.ts';
import type { Db } from '../../db/database.ts';

export interface ImportedContacts {
  studentId: number;
  contacts: readonly GuardianContact[];
}

/** Adds the contacts; answers how many were written. */
export async function addImportedContacts(
  trx: Db,
  students: readonly ImportedContacts[],
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const values = students.flatMap(({ studentId, contacts }) =>
    contacts.slice(0, CONTACTS_MAX).map((contact, index) => ({
      student_id: studentId,
      slot: index + 1,
      name: contact.name,
      relation: contact.relation,
      phone: contact.phone,
      email: null,
      created_at: at,
      updated_at: at,
    })),
  );
  let written = 0;
  // Rows per INSERT kept well under either database's limit of bound parameters.
  for (let start = 0; start < values.length; start += 200) {
    const rows = await trx
      .insertInto('student_contacts')
      .values(values.slice(start, start + 200))
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute();
    written += rows.length;
  }
  return written;
}
