/**
 * Lesson records and their charge. A record stands on the day of its lesson (`lesson_day`),
 * which may be up to 60 days back (or ahead, for 사전취소 and 강사사정; the route checks the
 * day); `recorded_at` is when it was typed. A charged status takes one lesson through the
 * ledger writer, down to the studio's owed limit, whose guarded UPDATE lets exactly as many of
 * any number of simultaneous records succeed as the limit allows; the lesson row, its ledger
 * row and the audit entry are written in the same transaction or not at all.
 *
 * The owed limit is read inside the transaction, after the student is locked: a record is
 * judged by the rule published when it is written, and a publish racing it is either seen
 * whole or not at all (one statement reads one published version).
 */

import type { Selectable, Transaction } from 'kysely';
import { chargeFloor } from '#shared/ledger-rules.ts';
import type { CreditReason } from '#shared/makeup-rules.ts';
import type { LessonChange, LessonHistoryRecord, LessonRecord, Student } from '#shared/schemas/students.ts';
import { type LessonStatus, lessonCharge } from '#shared/student-rules.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Database, Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { getLessonRules } from '../site/index.ts';
import type { LessonPlace, StudentNotices } from './collaborators.ts';
import { grantCreditFor, revokeCreditOf } from './credits.queries.ts';
import { writeChange } from './ledger.ts';
import { withRecorderNames } from './recorder-names.ts';
import { lockStudent, type StudentRow, toLessonRecord, toStudent } from './student-rows.ts';
import type { LessonsGivenTable } from './students.tables.ts';

interface LessonInput {
  /** The teacher the student must belong to (from the session, or the owner's choice). */
  teacherId: string;
  name: string;
  actor: AuditActor;
  now: Date;
}

/** The lesson the calendar is asked to place: the locked student's, on the record's day. */
export function lessonOf(student: StudentRow, day: string) {
  return { studentId: Number(student.id), teacherId: student.teacher_id, day };
}

interface RecordInput {
  /** The student, locked in the caller's transaction before the calendar placed the lesson. */
  student: StudentRow;
  /** Which calendar lesson this records and when it began (the make-up notice is measured to it). */
  place: LessonPlace;
  status: LessonStatus;
  /** The lesson's Seoul date, already checked against today (record-windows.ts). */
  day: string;
  actor: AuditActor;
  now: Date;
  notices: Pick<StudentNotices, 'remaining' | 'credit'>;
}

/**
 * Records one lesson on its day for a student, in the caller's transaction, which has locked
 * the student (`lockStudent`) and asked the calendar where the lesson stands; refuses a charge
 * beyond the owed limit.
 */
export async function recordLesson(
  trx: Transaction<Database>,
  input: RecordInput,
): Promise<Omit<LessonChange, 'message'> & { credit: CreditReason | null }> {
  const at = input.now.toISOString();
  const change = lessonCharge(input.status);
  const { student, place } = input;
  const rules = await getLessonRules(trx);
  let lesson: Selectable<LessonsGivenTable>;
  try {
    lesson = await trx
      .insertInto('lessons_given')
      .values({
        student_id: student.id,
        lesson_day: input.day,
        status: input.status,
        recorded_at: at,
        recorded_by: input.actor.id,
        occurrence: place.occurrence,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('calendar.already_recorded', 409);
    throw error;
  }
  const after = await writeChange(trx, student, {
    studentId: student.id,
    change,
    reason: 'lesson',
    lessonId: lesson.id,
    floor: chargeFloor(rules.owedLimit),
    actorId: input.actor.id,
    at,
  });
  const credit = await grantCreditFor(trx, {
    studentId: Number(student.id),
    lessonId: Number(lesson.id),
    status: input.status,
    lessonDay: input.day,
    lessonStart: place.start,
    recordedAt: input.now,
    rules,
    now: input.now,
  });
  await recordAudit(trx, input, {
    action: 'lesson.create',
    target: student.name,
    detail: {
      teacherId: student.teacher_id,
      status: input.status,
      lessonDay: input.day,
      recordedAt: at,
      change,
      balance: Number(after.remaining),
      ...(place.occurrence ? { occurrence: place.occurrence } : {}),
      ...(credit ? { credit } : {}),
    },
  });
  const about = {
    studentId: Number(student.id),
    name: student.name,
    lessonId: Number(lesson.id),
    now: input.now,
  };
  if (change !== 0) await input.notices.remaining(trx, { ...about, remaining: Number(after.remaining) });
  if (credit) await input.notices.credit(trx, about);
  return { student: toStudent(after), lessonRecord: toLessonRecord(lesson, student), credit };
}

/** The record 오늘 기록 취소 takes back: the student's latest record of the day's lessons. */
function latestOfDay(db: Db, studentId: number, day: string) {
  return db
    .selectFrom('lessons_given')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('lesson_day', '=', day)
    .where('cancelled_at', 'is', null)
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** What 오늘 기록 취소 would undo for a student today (Seoul), or null: the page shows it. */
export async function findUndoable(db: Db, student: Student, today: string): Promise<LessonRecord | null> {
  const latest = await latestOfDay(db, student.id, today);
  return latest ? toLessonRecord(latest, { name: student.name, teacher_id: student.teacherId }) : null;
}

/** Undoes the student's latest lesson record of today (Seoul) and gives back its charge. */
export async function cancelLatestLesson(
  db: Db,
  dialect: Dialect,
  input: LessonInput,
): Promise<Omit<LessonChange, 'message'>> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const student = await lockStudent(trx, dialect, input);
    const latest = await latestOfDay(trx, Number(student.id), seoulDate(input.now));
    if (!latest) throw new AppError('students.nothing_to_cancel', 409);
    await undoRecord(trx, latest.id, at);
    const change = -lessonCharge(latest.status);
    const after = await writeChange(trx, student, {
      studentId: student.id,
      change,
      reason: 'cancel',
      lessonId: latest.id,
      actorId: input.actor.id,
      at,
    });
    await recordAudit(trx, input, {
      action: 'lesson.cancel',
      target: student.name,
      detail: { teacherId: student.teacher_id, status: latest.status, lessonDay: latest.lesson_day, change },
    });
    return {
      student: toStudent(after),
      lessonRecord: toLessonRecord({ ...latest, cancelled_at: at }, student),
    };
  });
}

/**
 * Marks a record undone (kept, left out of every list) and takes back the 보강권 it earned; 409
 * when another request undid it first.
 */
export async function undoRecord(trx: Transaction<Database>, lessonId: number, at: string): Promise<void> {
  const undone = await trx
    .updateTable('lessons_given')
    .set({ cancelled_at: at })
    .where('id', '=', lessonId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (Number(undone.numUpdatedRows) !== 1) throw new AppError('students.busy', 409);
  await revokeCreditOf(trx, Number(lessonId), at);
}

/** The lessons not undone, with their student's name and teacher, for the lists below. */
function standingLessons(db: Db) {
  return db
    .selectFrom('lessons_given')
    .innerJoin('students', 'students.id', 'lessons_given.student_id')
    .selectAll('lessons_given')
    .select(['students.name', 'students.teacher_id'])
    .where('lessons_given.cancelled_at', 'is', null);
}

/** The lessons a list of them picks, each with who recorded it. */
async function withRecorders(db: Db, lessons: ReturnType<typeof standingLessons>) {
  const rows = await lessons.execute();
  return withRecorderNames(
    db,
    rows.map((row) => toLessonRecord(row, row)),
  );
}

/** A student's lessons, the latest lesson day first (then the latest typed); undone ones are left out. */
export async function listStudentLessons(db: Db, studentId: number): Promise<LessonHistoryRecord[]> {
  return withRecorders(
    db,
    standingLessons(db)
      .where('lessons_given.student_id', '=', studentId)
      .orderBy('lessons_given.lesson_day', 'desc')
      .orderBy('lessons_given.recorded_at', 'desc')
      .orderBy('lessons_given.id', 'desc'),
  );
}

/** The lessons of one Seoul day, in the order they were recorded; null teacher = everyone's. */
export async function listLessonsOfDay(
  db: Db,
  teacherId: string | null,
  day: string,
): Promise<LessonHistoryRecord[]> {
  return withRecorders(
    db,
    standingLessons(db)
      .where('lessons_given.lesson_day', '=', day)
      .$if(teacherId !== null, (query) => query.where('students.teacher_id', '=', teacherId as string))
      .orderBy('lessons_given.recorded_at', 'asc')
      .orderBy('lessons_given.id', 'asc'),
  );
}
