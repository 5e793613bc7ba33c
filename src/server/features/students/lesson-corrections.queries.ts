/**
 * Putting a lesson record right (DESIGN §4): within 60 days of its lesson, a record takes
 * another status or is deleted as entered by mistake, and the ledger follows in the same
 * transaction — a charged status become uncharged gives its lesson back ('correction' +1), the
 * other way takes one (−1, down to the owed limit); a deleted charged record gives its lesson
 * back ('cancel'). Each is audited with the record and the balance before and after.
 *
 * The record's student is locked before the record is read, so that simultaneous corrections of
 * one record run one after another, each starting from what the one before left; the status is
 * then changed only if it is still the one read (a guarded UPDATE), on both databases.
 */
import type { Transaction } from 'kysely';
import { chargeFloor, statusChangeDelta } from '#shared/ledger-rules.ts';
import { lessonDayProblem, mayCorrectLesson } from '#shared/record-windows.ts';
import type { LessonChange } from '#shared/schemas/students.ts';
import { type LessonStatus, lessonCharge } from '#shared/student-rules.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Database, Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { getLessonRules } from '../site/index.ts';
import { creditOfRecord, grantCreditFor, revokeCreditOf } from './credits.queries.ts';
import { writeChange } from './ledger.ts';
import { undoRecord } from './lessons.queries.ts';
import { lockStudentOfRow, type StudentRow, toLessonRecord, toStudent } from './student-rows.ts';

interface RecordTarget {
  lessonId: number;
  /** The teacher whose student's record it must be; null = the owner, anyone's. */
  scope: string | null;
  reason: string | undefined;
  actor: AuditActor;
  now: Date;
}

/** The record and its student, locked; 404 when it is gone, undone or another teacher's. */
async function lockRecord(trx: Transaction<Database>, dialect: Dialect, target: RecordTarget) {
  const student = await lockStudentOfRow(trx, dialect, {
    table: 'lessons_given',
    id: target.lessonId,
    scope: target.scope,
    notFound: 'students.lesson_not_found',
  });
  const lesson = await trx
    .selectFrom('lessons_given')
    .selectAll()
    .where('id', '=', target.lessonId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow(() => new AppError('students.lesson_not_found', 404));
  if (!mayCorrectLesson(lesson.lesson_day, seoulDate(target.now))) {
    throw new AppError('students.lesson_too_old', 409);
  }
  return { student, lesson };
}

/**
 * The audit of a correction or deletion: the record, the balance before and after, then what
 * `detail` says of the change, then the reason given.
 */
function auditChange(
  trx: Db,
  action: 'lesson.correct' | 'lesson.delete',
  target: RecordTarget,
  rows: {
    student: StudentRow;
    after: StudentRow;
    lesson: { id: number; lesson_day: string; recorded_at: string };
  },
  detail: Record<string, unknown>,
) {
  const { student, after, lesson } = rows;
  return recordAudit(trx, target, {
    action,
    target: student.name,
    detail: {
      teacherId: student.teacher_id,
      lessonDay: lesson.lesson_day,
      recordedAt: lesson.recorded_at,
      balance: { before: Number(student.remaining), after: Number(after.remaining) },
      lessonId: Number(lesson.id),
      ...detail,
      ...(target.reason ? { reason: target.reason } : {}),
    },
  });
}

/** Gives a record of the last 60 days another status; the ledger follows. */
export async function correctLesson(
  db: Db,
  dialect: Dialect,
  target: RecordTarget & {
    status: LessonStatus;
    /** When the recorded lesson began (the calendar knows): the make-up notice is measured to it. */
    lessonStart: (
      trx: Db,
      record: { studentId: number; teacherId: string; day: string; occurrence: string | null },
    ) => Promise<Date>;
  },
): Promise<Omit<LessonChange, 'message'> & { from: LessonStatus; change: number }> {
  const at = target.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { student, lesson } = await lockRecord(trx, dialect, target);
    const from = lesson.status;
    if (from === target.status) throw new AppError('students.status_unchanged', 409);
    // A lesson still ahead can only be a cancellation: 출석 on a day to come is refused.
    const problem = lessonDayProblem(lesson.lesson_day, seoulDate(target.now), target.status);
    if (problem) throw new AppError(problem, 400);
    const updated = await trx
      .updateTable('lessons_given')
      .set({ status: target.status })
      .where('id', '=', lesson.id)
      .where('status', '=', from)
      .where('cancelled_at', 'is', null)
      .returningAll()
      .executeTakeFirstOrThrow(() => new AppError('students.busy', 409));
    const change = statusChangeDelta(from, target.status);
    const rules = await getLessonRules(trx);
    // The credit follows the status: an unused one of the old status goes, the new one earns
    // its own as if recorded then (a used credit stays used, and earns no second one).
    await revokeCreditOf(trx, Number(lesson.id), at);
    const credit = (await creditOfRecord(trx, Number(lesson.id)))
      ? null
      : await grantCreditFor(trx, {
          studentId: Number(student.id),
          lessonId: Number(lesson.id),
          status: target.status,
          lessonDay: lesson.lesson_day,
          lessonStart: await target.lessonStart(trx, {
            studentId: Number(student.id),
            teacherId: student.teacher_id,
            day: lesson.lesson_day,
            occurrence: lesson.occurrence,
          }),
          recordedAt: new Date(lesson.recorded_at),
          rules,
          now: target.now,
        });
    const after = await writeChange(trx, student, {
      studentId: Number(student.id),
      change,
      reason: 'correction',
      lessonId: lesson.id,
      note: `${from} → ${target.status}`,
      floor: chargeFloor(rules.owedLimit),
      actorId: target.actor.id,
      at,
    });
    await auditChange(
      trx,
      'lesson.correct',
      target,
      { student, after, lesson },
      { before: { status: from }, after: { status: target.status }, change, ...(credit ? { credit } : {}) },
    );
    return { student: toStudent(after), lessonRecord: toLessonRecord(updated, student), from, change };
  });
}

/** Deletes a record entered by mistake (kept, marked, left out of every list) and gives back its charge. */
export async function deleteLesson(
  db: Db,
  dialect: Dialect,
  target: RecordTarget,
): Promise<Omit<LessonChange, 'message'> & { change: number }> {
  const at = target.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { student, lesson } = await lockRecord(trx, dialect, target);
    await undoRecord(trx, lesson.id, at);
    const change = -lessonCharge(lesson.status);
    const after = await writeChange(trx, student, {
      studentId: Number(student.id),
      change,
      reason: 'cancel',
      lessonId: lesson.id,
      note: target.reason ?? null,
      actorId: target.actor.id,
      at,
    });
    await auditChange(
      trx,
      'lesson.delete',
      target,
      { student, after, lesson },
      { before: { status: lesson.status }, after: { deleted: true }, change },
    );
    return {
      student: toStudent(after),
      lessonRecord: toLessonRecord({ ...lesson, cancelled_at: at }, student),
      change,
    };
  });
}
