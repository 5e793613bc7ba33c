/**
 * 결석 신청 (docs/decisions/049). A guardian marks an upcoming lesson absent. Told at least the
 * studio's notice ahead (수업 규칙, the rule make-up credits use) it is recorded at once as
 * 사전취소 through the students feature's lesson recording — the same ledger, credit and audit
 * as a teacher's record, by the family — and the absence row is written in that transaction.
 * Too late, it waits as a request the teacher accepts as 당일취소 or dismisses. One row per
 * calendar lesson (a unique index): a second request, simultaneous or not, answers the first.
 * The family is told it was received (absence-received, sent at once) in the same transaction,
 * and so is the teacher (decision 066: a notice for a recorded absence — a late one waits as a
 * request anyway — and a message to a teacher who asked for one).
 */
import { lessonStart } from '#shared/calendar-rules.ts';
import { dayLabel } from '#shared/day-labels.ts';
import { teacherNotices } from '#shared/messages/family.ts';
import { lessonDayProblem } from '#shared/record-windows.ts';
import type { AbsenceRequest, FamilyAbsence } from '#shared/schemas/family.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { enqueueMessage, studentNotices } from '../messages/index.ts';
import { getLessonRules } from '../site/index.ts';
import { lessonOf, lockStudent, recordLesson } from '../students/index.ts';
import { findOccurrence, listStudentOccurrences, placeLesson } from '../timetable/index.ts';
import type { FamilyAbsencesTable } from './family.tables.ts';
import { tellTeacher } from './staff-notices.queries.ts';

/** 사전취소 and 강사사정 may be recorded this many days ahead (record-windows.ts). */
const AHEAD_DAYS = 60;

interface Student {
  id: number;
  name: string;
  teacherId: string;
}

const absenceColumns = [
  'id',
  'lesson_day as lessonDay',
  'lesson_start as lessonStart',
  'reason',
  'state',
  'requested_at as requestedAt',
] as const;

const toAbsence = (row: FamilyAbsence): FamilyAbsence => ({ ...row, id: Number(row.id) });

async function absenceOf(db: Db, occurrence: string): Promise<FamilyAbsence | null> {
  const row = await db
    .selectFrom('family_absences')
    .select(absenceColumns)
    .where('occurrence', '=', occurrence)
    .executeTakeFirst();
  return row ? toAbsence(row) : null;
}

/** The lesson a request is about: the named one, else the student's first not recorded that day. */
async function findLesson(db: Db, student: Student, date: string, key: string | undefined) {
  if (key !== undefined) {
    const found = await findOccurrence(db, student.teacherId, key);
    if (!found || found.date !== date || found.studentId !== student.id || found.closed !== null) return null;
    return found;
  }
  const ofDay = await listStudentOccurrences(db, student.teacherId, student.id, date);
  return ofDay.find((occurrence) => occurrence.status === null) ?? ofDay[0] ?? null;
}

export interface AbsenceOutcome {
  absence: FamilyAbsence;
  /** 'new' when this request wrote it; 'again' when an earlier one had. */
  made: 'new' | 'again';
  credit: boolean;
  noticeHours: number;
}

export async function reportAbsence(
  db: Db,
  dialect: Dialect,
  input: {
    student: Student;
    date: string;
    occurrence?: string | undefined;
    reason: string | null;
    sessionId: number;
    /** The phone the session signed in with: the answer goes there; else to the consented contacts. */
    phone: string | null;
    actor: AuditActor;
    now: Date;
  },
): Promise<AbsenceOutcome> {
  const { student, date, now } = input;
  const { noticeHours } = await getLessonRules(db);
  const today = seoulDate(now);
  if (date > addDays(today, AHEAD_DAYS)) throw new AppError('family.absence_too_far', 400);
  const lesson = await findLesson(db, student, date, input.occurrence);
  if (!lesson) throw new AppError('family.absence_no_lesson', 404);
  const again = async (): Promise<AbsenceOutcome> => {
    const existing = await absenceOf(db, lesson.key);
    if (!existing) throw new AppError('family.absence_recorded_already', 409);
    return { absence: existing, made: 'again', credit: false, noticeHours };
  };
  // Asked for before, or recorded already: answered with what stands (or refused).
  if (lesson.status !== null || (await absenceOf(db, lesson.key))) return again();
  const start = lessonStart(lesson.date, lesson.time, lesson.type);
  if (start.getTime() <= now.getTime()) throw new AppError('family.absence_past', 409);

  const at = now.toISOString();
  const row = {
    student_id: student.id,
    lesson_day: date,
    occurrence: lesson.key,
    lesson_start: start.toISOString(),
    reason: input.reason,
    session_id: input.sessionId,
    requested_at: at,
    decided_at: null,
    decided_by: null,
  };
  const inTime = start.getTime() - now.getTime() >= noticeHours * 60 * 60 * 1000;
  // The family hears the absence was received, at once, in the transaction that keeps it.
  const tell = (trx: Db, result: string) =>
    enqueueMessage(trx, {
      event: 'absence-received',
      studentId: student.id,
      variables: { 이름: student.name, 날짜: date, 결과: result },
      sourceKey: `absence:${lesson.key}`,
      ...(input.phone ? { to: { phone: input.phone } } : {}),
      urgent: true,
      now,
    });
  const tellTeacherOf = (trx: Db, recorded: boolean) =>
    tellTeacher(trx, {
      teacherId: student.teacherId,
      student: { id: student.id, name: student.name },
      kind: 'absence',
      lessonDay: date,
      text: recorded
        ? teacherNotices.absenceRecorded(dayLabel(date))
        : teacherNotices.absenceRequested(dayLabel(date)),
      sourceKey: lesson.key,
      notice: recorded,
      now,
    });
  try {
    if (inTime) {
      // One transaction: the absence row stands or falls with the record.
      const recorded = await db.transaction().execute(async (trx) => {
        const locked = await lockStudent(trx, dialect, student);
        const place = await placeLesson(trx, lesson.key, lessonOf(locked, date));
        await trx
          .insertInto('family_absences')
          .values({ ...row, state: 'recorded' })
          .execute();
        await tell(trx, '사전취소로 기록해 레슨은 차감하지 않습니다.');
        await tellTeacherOf(trx, true);
        return recordLesson(trx, {
          student: locked,
          place,
          status: '사전취소',
          day: date,
          actor: input.actor,
          now,
          notices: studentNotices,
        });
      });
      const absence = await absenceOf(db, lesson.key);
      if (!absence) throw new Error('the recorded absence is missing');
      return { absence, made: 'new', credit: recorded.credit !== null, noticeHours };
    }
    const absence = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('family_absences')
        .values({ ...row, state: 'requested' })
        .returning(absenceColumns)
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        { actor: input.actor, now },
        {
          action: 'family.absence',
          target: student.name,
          detail: {
            teacherId: student.teacherId,
            lessonDay: date,
            occurrence: lesson.key,
            state: 'requested',
          },
        },
      );
      await tell(trx, `레슨 ${noticeHours}시간 전이 지나 선생님이 확인한 뒤 알려 드립니다.`);
      await tellTeacherOf(trx, false);
      return toAbsence(inserted);
    });
    return { absence, made: 'new', credit: false, noticeHours };
  } catch (error) {
    // A simultaneous request for the same lesson wrote it first: answer with that one.
    const raced =
      isUniqueViolation(error) || (error instanceof AppError && error.code === 'calendar.already_recorded');
    if (raced) return again();
    throw error;
  }
}

/** A student's absences the teacher sees: the waiting ones first, then the latest. */
export async function listAbsences(db: Db, studentId: number, today: string): Promise<FamilyAbsence[]> {
  const rows = await db
    .selectFrom('family_absences')
    .select(absenceColumns)
    .where('student_id', '=', studentId)
    .where((eb) => eb.or([eb('state', '=', 'requested'), eb('lesson_day', '>=', addDays(today, -30))]))
    .orderBy('lesson_day', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const absences = rows.map(toAbsence);
  return [
    ...absences.filter((a) => a.state === 'requested'),
    ...absences.filter((a) => a.state !== 'requested'),
  ];
}

/**
 * The late requests still waiting, of one teacher's current students (null: every teacher's),
 * soonest lesson first: what /managemember puts above the list so that none waits unseen.
 */
export async function listAbsenceRequests(db: Db, teacherId: string | null): Promise<AbsenceRequest[]> {
  const rows = await db
    .selectFrom('family_absences')
    .innerJoin('students', 'students.id', 'family_absences.student_id')
    .select([
      'family_absences.id',
      'family_absences.lesson_day as lessonDay',
      'family_absences.lesson_start as lessonStart',
      'family_absences.occurrence',
      'family_absences.reason',
      'family_absences.requested_at as requestedAt',
      'students.name as studentName',
      'students.teacher_id as teacherId',
    ])
    .where('family_absences.state', '=', 'requested')
    .where('students.archived_at', 'is', null)
    .$if(teacherId !== null, (query) => query.where('students.teacher_id', '=', teacherId as string))
    .orderBy('family_absences.lesson_day')
    .orderBy('family_absences.lesson_start')
    .orderBy('family_absences.id')
    .limit(100)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The absence states of some lessons, by occurrence key, for the portal's list. */
export async function absenceStates(db: Db, studentId: number, from: string) {
  const rows = await db
    .selectFrom('family_absences')
    .select(['occurrence', 'state'])
    .where('student_id', '=', studentId)
    .where('lesson_day', '>=', from)
    .execute();
  return new Map(rows.map((row) => [row.occurrence, row.state]));
}

/**
 * The teacher's answer to a late absence: accepted, it is recorded as 당일취소 (charged, no
 * credit) in the same transaction that closes the request; waived, it is recorded as 사전취소
 * (not charged; told late, so no 보강권 by the notice rule) and closed as `recorded`; dismissed,
 * it is closed as it is. A request decided meanwhile by another window is refused (409).
 * Recording keeps to the record window: a lesson more than 60 days back is refused (it could
 * never be corrected), while closing such a request stays possible. A lesson still ahead may be
 * recorded: the family has said it will not come.
 */
const stateOf = (record: '당일취소' | '사전취소' | null): FamilyAbsencesTable['state'] =>
  record === '당일취소' ? 'accepted' : record === '사전취소' ? 'recorded' : 'dismissed';

export async function decideAbsence(
  db: Db,
  dialect: Dialect,
  input: {
    student: Student;
    absenceId: number;
    /** The status to record, or null to close the request unrecorded. */
    record: '당일취소' | '사전취소' | null;
    actor: AuditActor;
    now: Date;
  },
): Promise<void> {
  const { student, now } = input;
  const at = now.toISOString();
  const found = await db
    .selectFrom('family_absences')
    .select(['id', 'state', 'lesson_day', 'occurrence'])
    .where('id', '=', input.absenceId)
    .where('student_id', '=', student.id)
    .executeTakeFirstOrThrow(() => new AppError('family.absence_not_found', 404));
  if (found.state !== 'requested') throw new AppError('family.absence_decided', 409);
  const close = async (trx: Db) => {
    const closed = await trx
      .updateTable('family_absences')
      .set({ state: stateOf(input.record), decided_at: at, decided_by: input.actor.id })
      .where('id', '=', found.id)
      .where('state', '=', 'requested')
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw new AppError('family.absence_decided', 409);
  };
  const status = input.record;
  if (status !== null) {
    if (lessonDayProblem(found.lesson_day, seoulDate(now), status) === 'students.lesson_day_too_old')
      throw new AppError('family.absence_too_old', 409);
    await db.transaction().execute(async (trx) => {
      const locked = await lockStudent(trx, dialect, student);
      await close(trx);
      const place = await placeLesson(trx, found.occurrence, lessonOf(locked, found.lesson_day));
      await recordLesson(trx, {
        student: locked,
        place,
        status,
        day: found.lesson_day,
        actor: input.actor,
        now,
        notices: studentNotices,
      });
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    await close(trx);
    await recordAudit(
      trx,
      { actor: input.actor, now },
      {
        action: 'family.absence_decide',
        target: student.name,
        detail: { lessonDay: found.lesson_day, occurrence: found.occurrence, state: 'dismissed' },
      },
    );
  });
}
