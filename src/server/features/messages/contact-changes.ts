/**
 * Adding, replacing and deleting a student's contacts, each in one transaction with its audit
 * entry (before and after). The student is locked first (FOR UPDATE on PostgreSQL; SQLite runs
 * one writer at a time), so that the count of contacts read is the count written against; the
 * unique (student, slot) with slots 1–3 keeps the limit of 3 in the database even so.
 */
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Contact, ContactRequest } from '#shared/schemas/contacts.ts';
import { CONTACTS_MAX, type contactRequest } from '#shared/schemas/contacts.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Database, Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { lockStudent, type StudentRow } from '../students/index.ts';
import { findContact, toContact } from './contacts.queries.ts';

type ContactInput = z.output<typeof contactRequest>;

export type { ContactRequest };

interface ContactChange {
  teacherId: string;
  studentName: string;
  actor: AuditActor;
  now: Date;
  /** Today in Seoul: no consent may be dated after it. */
  today: string;
}

function columns(input: ContactInput, today: string) {
  for (const given of [input.informational, input.advertising]) {
    if (given && given.date > today) throw new AppError('contacts.consent_future', 400);
  }
  return {
    name: input.name,
    relation: input.relation,
    phone: input.phone,
    email: input.email,
    info_consent_on: input.informational?.date ?? null,
    info_consent_method: input.informational?.method ?? null,
    ad_consent_on: input.advertising?.date ?? null,
    ad_consent_method: input.advertising?.method ?? null,
  };
}

/** What the audit log keeps of a contact: what a reader compares, without the row's clock. */
const forAudit = ({ createdAt: _c, updatedAt: _u, ...kept }: Contact) => kept;

/** A contact as it was before the change, as it is after, or both (a replacement). */
type Sides = { before: Contact; after?: Contact } | { before?: undefined; after: Contact };

/**
 * The change's audit entry, written in its transaction: named by the student and the contact
 * as it is now (or was, when deleted), with the contact before and after.
 */
async function auditContactChange(
  trx: Transaction<Database>,
  change: ContactChange,
  action: 'contact.create' | 'contact.update' | 'contact.delete',
  student: StudentRow,
  sides: Sides,
): Promise<void> {
  const named = sides.before === undefined ? sides.after : (sides.after ?? sides.before);
  await recordAudit(trx, change, {
    action,
    target: `${student.name} · ${named.name}(${named.relation})`,
    detail: {
      ...(sides.before && { before: forAudit(sides.before) }),
      ...(sides.after && { after: forAudit(sides.after) }),
    },
  });
}

async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const text =
      String((error as { message?: unknown }).message ?? '') +
      String((error as { constraint?: unknown }).constraint ?? '');
    throw new AppError(text.includes('slot') ? 'contacts.limit' : 'contacts.phone_taken', 409);
  }
}

export async function createContact(
  db: Db,
  dialect: Dialect,
  change: ContactChange & { input: ContactInput },
): Promise<Contact> {
  const values = columns(change.input, change.today);
  return inTransaction(db, async (trx) => {
    const student = await lockStudent(trx, dialect, {
      teacherId: change.teacherId,
      name: change.studentName,
    });
    const taken = await trx
      .selectFrom('student_contacts')
      .select('slot')
      .where('student_id', '=', student.id)
      .execute();
    const used = new Set(taken.map((row) => Number(row.slot)));
    const slot = [1, 2, 3].find((candidate) => !used.has(candidate));
    if (slot === undefined || used.size >= CONTACTS_MAX) throw new AppError('contacts.limit', 409);
    const at = change.now.toISOString();
    const row = await trx
      .insertInto('student_contacts')
      .values({ ...values, student_id: student.id, slot, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    const created = toContact(row);
    await auditContactChange(trx, change, 'contact.create', student, { after: created });
    return created;
  });
}

async function lockedContact(
  trx: Transaction<Database>,
  dialect: Dialect,
  change: ContactChange,
  id: number,
) {
  const student = await lockStudent(trx, dialect, { teacherId: change.teacherId, name: change.studentName });
  const before = await findContact(trx, student.id, id);
  if (!before) throw new AppError('contacts.not_found', 404);
  return { student, before };
}

export async function updateContact(
  db: Db,
  dialect: Dialect,
  change: ContactChange & { contactId: number; input: ContactInput },
): Promise<Contact> {
  const values = columns(change.input, change.today);
  return inTransaction(db, async (trx) => {
    const { student, before } = await lockedContact(trx, dialect, change, change.contactId);
    const row = await trx
      .updateTable('student_contacts')
      .set({ ...values, updated_at: change.now.toISOString() })
      .where('id', '=', change.contactId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toContact(row);
    await auditContactChange(trx, change, 'contact.update', student, { before, after });
    return after;
  });
}

export async function deleteContact(
  db: Db,
  dialect: Dialect,
  change: ContactChange & { contactId: number },
): Promise<Contact> {
  return inTransaction(db, async (trx) => {
    const { student, before } = await lockedContact(trx, dialect, change, change.contactId);
    await trx.deleteFrom('student_contacts').where('id', '=', change.contactId).execute();
    await auditContactChange(trx, change, 'contact.delete', student, { before });
    return before;
  });
}
