/**
 * 학생으로 등록: an enquiry at 연락함 becomes a student of the teacher who presses the button,
 * with the enquirer's name (or the one the teacher gives), phone number, and the course they
 * asked about as the student's instrument (when it fits the student's 30 characters).
 *
 * The student is made by the students feature's own `createStudent`, which opens a
 * transaction of its own and so cannot join one of ours. The enquiry is therefore claimed first
 * (연락함 → 등록, guarded by its status, so of two teachers pressing at once only one makes a
 * student), then the student is made, then the enquiry names it and the move is audited. If
 * the student cannot be made — a current student of that teacher already has the name — the
 * claim is given back and the teacher hears why in Korean.
 */
import type { EnquiryItem } from '#shared/schemas/enquiries.ts';
import { INSTRUMENT_MAX } from '#shared/schemas/students.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { createStudent } from '../students/index.ts';
import { findEnquiry, moveEnquiry } from './enquiries.queries.ts';

interface Registration {
  id: number;
  /** The student's name, when it is to differ from the enquirer's. */
  name?: string | undefined;
  actor: AuditActor;
  now: Date;
}

export async function registerEnquiry(db: Db, registration: Registration): Promise<EnquiryItem> {
  const { id, actor, now } = registration;
  const enquiry = await db.transaction().execute(async (trx) => {
    const found = await findEnquiry(trx, id);
    if (!found) throw new AppError('enquiries.not_found', 404);
    if (found.status !== '연락함') throw new AppError('enquiries.register_invalid', 409);
    if (!(await moveEnquiry(trx, { id, from: '연락함', to: '등록', now }))) {
      throw new AppError('enquiries.status_changed', 409);
    }
    return found;
  });

  const name = registration.name ?? enquiry.name;
  const instrument =
    enquiry.instrument && [...enquiry.instrument].length <= INSTRUMENT_MAX ? enquiry.instrument : undefined;
  try {
    await createStudent(db, {
      teacherId: actor.id,
      name,
      phone: enquiry.phone,
      instrument,
      lesson: 0,
      actor,
      now,
    });
  } catch (error) {
    await moveEnquiry(db, {
      id,
      from: '등록',
      to: '연락함',
      now: new Date(enquiry.updatedAt),
      student: null,
    });
    if (error instanceof AppError && error.code === 'students.name_taken') {
      throw new AppError('enquiries.name_taken', 409);
    }
    throw error;
  }

  const student = { name, teacherId: actor.id, teacherName: actor.name };
  await db.transaction().execute(async (trx) => {
    await moveEnquiry(trx, { id, from: '등록', to: '등록', now, student });
    await recordAudit(
      trx,
      { actor, now },
      {
        action: 'enquiry.register',
        target: `enquiry:${id}`,
        detail: { before: { status: '연락함' }, after: { status: '등록' }, name },
      },
    );
  });
  return { ...enquiry, status: '등록', updatedAt: now.toISOString(), student };
}
