/**
 * What a family session reads: its students, each with the remaining count and lessons owed
 * (the ledger's sum), the lessons of the next four weeks from the dated calendar that have not
 * begun yet (closures shown), make-up credits, the lesson and payment history and a receipt. A student is named
 * among the session's own students only; anything else is 404, as if it did not exist.
 */
import { lessonStart } from '#shared/calendar-rules.ts';
import type { FamilyHistory, FamilyReceipt, FamilyStudent } from '#shared/schemas/family.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import {
  findPayment,
  listCredits,
  listStudentLessons,
  listStudentPayments,
  receiptStudio,
} from '../students/index.ts';
import { listOccurrences } from '../timetable/index.ts';
import { absenceStates } from './family-absences.queries.ts';
import type { FamilySession } from './family-sessions.queries.ts';
import { type FamilyStudentRow, familyStudents, paymentStudentId } from './family-view.queries.ts';

/** How far ahead the portal lists lessons. */
export const UPCOMING_DAYS = 28;

async function upcomingOf(db: Db, student: FamilyStudentRow, now: Date) {
  const today = seoulDate(now);
  const [occurrences, absences] = await Promise.all([
    listOccurrences(db, [student.teacherId], today, addDays(today, UPCOMING_DAYS - 1)),
    absenceStates(db, student.id, today),
  ]);
  // A lesson that has begun is no longer ahead: 결석 신청 would be refused (family.absence_past).
  return occurrences
    .filter(
      (occurrence) =>
        occurrence.studentId === student.id &&
        lessonStart(occurrence.date, occurrence.time, occurrence.type).getTime() > now.getTime(),
    )
    .map((occurrence) => ({ ...occurrence, absence: absences.get(occurrence.key) ?? null }));
}

export async function familyOverview(db: Db, session: FamilySession, now: Date): Promise<FamilyStudent[]> {
  const students = await familyStudents(db, session.studentIds);
  const today = seoulDate(now);
  return Promise.all(
    students.map(async (student) => ({
      id: student.id,
      name: student.name,
      teacherName: student.teacherName,
      remaining: Math.max(0, student.remaining),
      owed: Math.max(0, -student.remaining),
      upcoming: await upcomingOf(db, student, now),
      credits: await listCredits(db, student.id, today),
    })),
  );
}

/**
 * The session's student of this id; 404 for any other. By id, not name: two children of one
 * family may share a name (with different teachers).
 */
export async function familyStudent(db: Db, session: FamilySession, id: number): Promise<FamilyStudentRow> {
  const [found] = session.studentIds.includes(id) ? await familyStudents(db, [id]) : [];
  if (!found) throw new AppError('family.student_not_found', 404);
  return found;
}

export async function familyHistory(db: Db, student: FamilyStudentRow): Promise<FamilyHistory> {
  const [lessons, payments] = await Promise.all([
    listStudentLessons(db, student.id),
    listStudentPayments(db, student.id, student.name),
  ]);
  return {
    lessons: lessons.map((lesson) => ({ id: lesson.id, lessonDay: lesson.lessonDay, status: lesson.status })),
    payments: payments.map(({ voidReason: _staffNote, ...payment }) => payment),
  };
}

export async function familyReceipt(
  db: Db,
  session: FamilySession,
  paymentId: number,
): Promise<FamilyReceipt> {
  const studentId = await paymentStudentId(db, paymentId);
  const found =
    studentId !== null && session.studentIds.includes(studentId) ? await findPayment(db, paymentId) : null;
  if (!found) throw new AppError('family.payment_not_found', 404);
  const { voidReason: _staffNote, ...payment } = found.record;
  return { studio: await receiptStudio(db), studentName: found.record.name, payment };
}
