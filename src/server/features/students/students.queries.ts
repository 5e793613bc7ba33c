/**
 * Students: register, list, find, edit, archive. Other features use the exported finders
 * (`listCurrentStudents`) and lessons.queries.ts, never the tables.
 */
import type { Student } from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/audit.queries.ts';
import { writeLedger } from './ledger.ts';
import { lockStudent, toStudent } from './student-rows.ts';

const collator = new Intl.Collator('ko');

/** Korean dictionary order, the same on both databases whatever their collation. */
export function sortByName<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

/** A teacher's current student by name, or 404. */
export async function getCurrentStudent(db: Db, teacherId: string, name: string): Promise<Student> {
  const row = await db
    .selectFrom('students')
    .selectAll()
    .where('teacher_id', '=', teacherId)
    .where('name', '=', name.normalize('NFC'))
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('students.not_found', 404);
  return toStudent(row);
}

/** Current students sorted by name; `teacherId` null means every teacher's (the owner's view). */
export async function listCurrentStudents(db: Db, teacherId: string | null): Promise<Student[]> {
  const rows = await db
    .selectFrom('students')
    .selectAll()
    .where('archived_at', 'is', null)
    .$if(teacherId !== null, (query) => query.where('teacher_id', '=', teacherId as string))
    .execute();
  return sortByName(rows.map(toStudent));
}

interface NewStudent {
  teacherId: string;
  name: string;
  phone: string;
  /** Opening lesson count, written as an 'opening' ledger row. */
  lesson: number;
  actor: AuditActor;
  now: Date;
}

export async function createStudent(db: Db, input: NewStudent): Promise<Student> {
  const at = input.now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('students')
        .values({
          teacher_id: input.teacherId,
          name: input.name,
          phone: input.phone,
          join_date: seoulDate(input.now),
          remaining: 0,
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const opened =
        input.lesson > 0
          ? await writeLedger(trx, {
              studentId: row.id,
              change: input.lesson,
              reason: 'opening',
              actorId: input.actor.id,
              at,
            })
          : row;
      await recordAudit(trx, {
        actor: input.actor,
        action: 'student.create',
        target: input.name,
        detail: { teacherId: input.teacherId, phone: input.phone, lesson: input.lesson },
        at: input.now,
      });
      return toStudent(opened);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('students.name_taken', 409);
    // The owner named a teacher account that does not exist.
    if (isForeignKeyViolation(error)) throw new AppError('students.teacher_not_found', 404);
    throw error;
  }
}

interface StudentChange {
  teacherId: string;
  /** The student's name now. */
  name: string;
  actor: AuditActor;
  now: Date;
}

export async function updateStudent(
  db: Db,
  dialect: Dialect,
  change: StudentChange & { newName?: string | undefined; phone?: string | undefined },
): Promise<Student> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await lockStudent(trx, dialect, change);
      const after = { name: change.newName ?? before.name, phone: change.phone ?? before.phone };
      const row = await trx
        .updateTable('students')
        .set(after)
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor: change.actor,
        action: 'student.update',
        target: after.name,
        detail: { before: { name: before.name, phone: before.phone }, after },
        at: change.now,
      });
      return toStudent(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('students.name_taken', 409);
    throw error;
  }
}

/** Delete = archive: lists hide the student; lessons, payments and the ledger stay. */
export async function archiveStudent(db: Db, dialect: Dialect, change: StudentChange): Promise<Student> {
  return db.transaction().execute(async (trx) => {
    const before = await lockStudent(trx, dialect, change);
    await trx
      .updateTable('students')
      .set({ archived_at: change.now.toISOString() })
      .where('id', '=', before.id)
      .execute();
    await recordAudit(trx, {
      actor: change.actor,
      action: 'student.archive',
      target: before.name,
      detail: { teacherId: before.teacher_id, lesson: Number(before.remaining) },
      at: change.now,
    });
    return toStudent(before);
  });
}
