/**
 * A family books a 보강 itself (docs/decisions/054), where the owner allows it: the teacher's
 * free places of the next 14 days from the dated calendar, inside the studio's and the teacher's
 * hours of each day (decision 066), and a booking made through the same
 * one-off the staff make, so that the oldest valid credit is spent in its transaction and the
 * database refuses a second lesson in one place, however many ask at once. The teacher is told in
 * that transaction (a notice, and a message if they asked for one).
 */
import { dayLabel } from '#shared/day-labels.ts';
import { fromMinutes, lessonSpan, spanHolds, timeLabel } from '#shared/hours-rules.ts';
import { type FreeCell, freeCells, isFree, MAKEUP_SLOT_DAYS } from '#shared/makeup-slots.ts';
import { teacherNotices } from '#shared/messages/family.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import type { LessonType } from '#shared/timetable-rules.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import type { AuditActor } from '../audit/index.ts';
import { closedDays } from '../closures/index.ts';
import { workingSpans } from '../hours/index.ts';
import { getLessonRules } from '../site/index.ts';
import { listCredits } from '../students/index.ts';
import { createOneOff, listOccurrences } from '../timetable/index.ts';
import type { FamilyStudentRow } from './family-view.queries.ts';
import { tellTeacher } from './staff-notices.queries.ts';

export interface MakeupOffer {
  allowed: boolean;
  validCredits: number;
  cells: FreeCell[];
}

async function teacherFreeCells(db: Db, teacherId: string, now: Date): Promise<FreeCell[]> {
  const today = seoulDate(now);
  const last = addDays(today, MAKEUP_SLOT_DAYS - 1);
  const [occurrences, closures, spans] = await Promise.all([
    listOccurrences(db, [teacherId], today, last),
    closedDays(db, today, last),
    workingSpans(db, teacherId, today, last),
  ]);
  return freeCells({
    spans,
    today,
    now,
    // A series day on a closure holds nothing (the day is closed anyway); every other lesson holds its place.
    held: occurrences.filter((occurrence) => occurrence.closed === null),
    closed: new Set(closures.keys()),
  });
}

async function validCreditCount(db: Db, studentId: number, today: string): Promise<number> {
  return (await listCredits(db, studentId, today)).filter((credit) => credit.state === 'valid').length;
}

/** What the portal offers: whether booking is on, the credits to spend, and the free places. */
export async function makeupOffer(db: Db, student: FamilyStudentRow, now: Date): Promise<MakeupOffer> {
  const { familyBooking } = await getLessonRules(db);
  if (!familyBooking) return { allowed: false, validCredits: 0, cells: [] };
  const validCredits = await validCreditCount(db, student.id, seoulDate(now));
  const cells = validCredits > 0 ? await teacherFreeCells(db, student.teacherId, now) : [];
  return { allowed: true, validCredits, cells };
}

export async function bookFamilyMakeup(
  db: Db,
  input: {
    student: FamilyStudentRow;
    date: string;
    time: number;
    type: LessonType;
    actor: AuditActor;
    now: Date;
  },
): Promise<Occurrence> {
  const { familyBooking } = await getLessonRules(db);
  if (!familyBooking) throw new AppError('family.makeup_off', 403);
  const today = seoulDate(input.now);
  if ((await validCreditCount(db, input.student.id, today)) === 0) {
    throw new AppError('family.makeup_no_credit', 409);
  }
  const inWindow = input.date >= today && input.date <= addDays(today, MAKEUP_SLOT_DAYS - 1);
  if (!inWindow) throw new AppError('family.makeup_out_of_window', 409);
  const spans = await workingSpans(db, input.student.teacherId, input.date, input.date);
  if (!spanHolds(spans.get(input.date) ?? null, lessonSpan(input.time, input.type))) {
    throw new AppError('family.makeup_outside_hours', 409);
  }
  const cells = await teacherFreeCells(db, input.student.teacherId, input.now);
  if (!isFree(cells, input)) throw new AppError('family.makeup_slot_taken', 409);
  try {
    return await createOneOff(db, {
      teacherId: input.student.teacherId,
      date: input.date,
      time: input.time,
      type: input.type,
      kind: 'makeup',
      student: { id: input.student.id, name: input.student.name },
      name: null,
      movedFrom: null,
      actor: input.actor,
      now: input.now,
      today,
      alongside: (trx, lesson) =>
        tellTeacher(trx, {
          teacherId: input.student.teacherId,
          student: { id: input.student.id, name: input.student.name },
          kind: 'makeup',
          lessonDay: lesson.date,
          text: teacherNotices.makeupBooked(
            dayLabel(lesson.date),
            timeLabel(fromMinutes(lessonSpan(lesson.time, lesson.type).from)),
            lesson.type,
          ),
          sourceKey: lesson.key ?? `${lesson.date} ${lesson.time}`,
          notice: true,
          now: input.now,
        }),
    });
  } catch (error) {
    // Raced: another booking took the place or the credit between the check and the insert.
    if (error instanceof AppError && error.code === 'timetable.taken') {
      throw new AppError('family.makeup_slot_taken', 409);
    }
    if (error instanceof AppError && error.code === 'calendar.no_credit') {
      throw new AppError('family.makeup_no_credit', 409);
    }
    throw error;
  }
}
