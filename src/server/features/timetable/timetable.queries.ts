/**
 * Reading and changing one teacher's weekly timetable. Overlaps are settled by the primary key
 * (teacher, weekday, hour, half): a lesson is inserted as all its halves in one statement, and a
 * unique violation becomes the spec's 409. Every change writes its audit entry in the same
 * transaction.
 */
import type { Lesson } from '#shared/schemas/timetable.ts';
import {
  type LessonType,
  lessonHalves,
  type Weekday,
  weekdayFromNumber,
  weekdayNumber,
} from '#shared/timetable-rules.ts';
import { AppError } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/audit.queries.ts';

interface LessonRow {
  weekday: number;
  time: number;
  half: number;
  type: LessonType;
  name: string;
  student_id: number | null;
}

/** Rows to lessons: a 1시간 lesson is two rows and is listed once. */
function toLessons(rows: LessonRow[], withNames: boolean): Lesson[] {
  return rows
    .filter((row) => !(row.type === '1시간' && row.half === 2))
    .map((row) => {
      const slot = { day: weekdayFromNumber(row.weekday), time: row.time, type: row.type };
      return withNames ? { ...slot, name: row.name, studentId: row.student_id } : slot;
    });
}

/**
 * The week of one teacher in reading order (day, hour, half). Names and student links only
 * when `withNames`: a visitor learns which halves are taken, never who takes them.
 */
export async function listLessons(db: Db, teacherId: string, withNames: boolean): Promise<Lesson[]> {
  const rows = await db
    .selectFrom('timetable_lessons')
    .select(['weekday', 'time', 'half', 'type', 'name', 'student_id'])
    .where('teacher_id', '=', teacherId)
    .orderBy('weekday')
    .orderBy('time')
    .orderBy('half')
    .execute();
  return toLessons(rows, withNames);
}

export interface NewLesson {
  teacherId: string;
  day: Weekday;
  time: number;
  type: LessonType;
  name: string;
  studentId: number | null;
  actor: AuditActor;
  now: Date;
}

export async function createLesson(db: Db, lesson: NewLesson): Promise<Lesson> {
  const { teacherId, day, time, type, name, studentId } = lesson;
  const createdAt = lesson.now.toISOString();
  const rows = lessonHalves(type).map((half) => ({
    teacher_id: teacherId,
    weekday: weekdayNumber(day),
    time,
    half,
    type,
    name,
    student_id: studentId,
    created_at: createdAt,
  }));
  try {
    await db.transaction().execute(async (trx) => {
      // Halves in ascending order in one statement: two lessons for one cell cannot deadlock.
      await trx.insertInto('timetable_lessons').values(rows).execute();
      await recordAudit(trx, {
        actor: lesson.actor,
        action: 'timetable.lesson.create',
        target: name,
        detail: { teacherId, day, time, type, studentId },
        at: lesson.now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('timetable.taken', 409);
    throw error;
  }
  return { day, time, type, name, studentId };
}

/** Removes one lesson (or, without `type`, the whole cell) and returns what was removed. */
export async function deleteLessons(
  db: Db,
  request: { teacherId: string; day: Weekday; time: number; type?: LessonType; actor: AuditActor; now: Date },
): Promise<Lesson[]> {
  const { teacherId, day, time, type } = request;
  return db.transaction().execute(async (trx) => {
    let query = trx
      .deleteFrom('timetable_lessons')
      .where('teacher_id', '=', teacherId)
      .where('weekday', '=', weekdayNumber(day))
      .where('time', '=', time);
    if (type) query = query.where('type', '=', type);
    const removed = toLessons(
      (await query.returning(['weekday', 'time', 'half', 'type', 'name', 'student_id']).execute()).sort(
        (a, b) => a.half - b.half,
      ),
      true,
    );
    if (removed.length === 0) throw new AppError('timetable.not_found', 404);
    for (const lesson of removed) {
      await recordAudit(trx, {
        actor: request.actor,
        action: 'timetable.lesson.delete',
        target: lesson.name ?? '',
        detail: { teacherId, day, time, type: lesson.type, studentId: lesson.studentId ?? null },
        at: request.now,
      });
    }
    return removed;
  });
}

export interface ExpectedLesson {
  time: number;
  type: LessonType;
  name: string;
  studentId: number | null;
}

/**
 * Who is expected on a weekday by one teacher's timetable, in hour order: the "expected today"
 * list of the student page (DESIGN §4). Entries not linked to a student carry `studentId: null`.
 */
export async function listExpectedToday(
  db: Db,
  teacherId: string,
  weekday: Weekday,
): Promise<ExpectedLesson[]> {
  const rows = await db
    .selectFrom('timetable_lessons')
    .select(['weekday', 'time', 'half', 'type', 'name', 'student_id'])
    .where('teacher_id', '=', teacherId)
    .where('weekday', '=', weekdayNumber(weekday))
    .orderBy('time')
    .orderBy('half')
    .execute();
  return toLessons(rows, true).map((lesson) => ({
    time: lesson.time,
    type: lesson.type,
    name: lesson.name ?? '',
    studentId: lesson.studentId ?? null,
  }));
}
