/**
 * Students: register, list, find, edit, archive. Other features use the exported finders
 * (`listCurrentStudents`) and lessons.queries.ts, never the tables.
 */
import { sql } from 'kysely';
import type { ErrorCode } from '#shared/messages/ko.ts';
import type {
  ArchivedStudent,
  Student,
  StudentDetail,
  StudentFee,
  StudentListItem,
  StudentProfile,
} from '#shared/schemas/students.ts';
import { filterStudents } from '#shared/student-search.ts';
import { seoulDate } from '#shared/time.ts';
import { formatWon } from '#shared/won.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { writeLedger } from './ledger.ts';
import { lockStudent, type StudentRow, studentRow, toStudent } from './student-rows.ts';
import type { StudentsTable } from './students.tables.ts';

const collator = new Intl.Collator('ko');

/** Korean dictionary order, the same on both databases whatever their collation. */
export function sortByName<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

/** A teacher's current student by name, or 404. */
export async function getCurrentStudent(db: Db, teacherId: string, name: string): Promise<Student> {
  return toStudent(await studentRow(db, { teacherId, name }));
}

/**
 * A student's balance as it stands now, by id (archived or not), or null when there is no such
 * student: for a notice about the balance, checked again as it goes out.
 */
export async function studentBalance(
  db: Db,
  id: number,
): Promise<{ remaining: number; archived: boolean } | null> {
  const row = await db
    .selectFrom('students')
    .select(['remaining', 'archived_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { remaining: Number(row.remaining), archived: row.archived_at !== null } : null;
}

/** The student page's student: with the teacher's private memo, which no list carries. */
export async function getStudentWithMemo(
  db: Db,
  teacherId: string,
  name: string,
): Promise<Omit<StudentDetail, 'undoable' | 'credits' | 'packages'>> {
  const row = await studentRow(db, { teacherId, name });
  return { ...toStudent(row), memo: row.memo };
}

/** The students of one teacher, or every teacher's (null: the owner's view). */
function studentsOf(db: Db, teacherId: string | null) {
  return db
    .selectFrom('students')
    .$if(teacherId !== null, (query) => query.where('teacher_id', '=', teacherId as string));
}

/**
 * A current student's id, of the teacher when one is given (null = anyone's); else `notFound`
 * (404): another teacher's student is answered as if there were none, so an id tells nothing.
 */
export async function reachStudent(
  db: Db,
  teacherId: string | null,
  studentId: number,
  notFound: ErrorCode,
): Promise<number> {
  const row = await studentsOf(db, teacherId)
    .select('id')
    .where('id', '=', studentId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow(() => new AppError(notFound, 404));
  return Number(row.id);
}

/** Current students sorted by name; `teacherId` null means every teacher's (the owner's view). */
export async function listCurrentStudents(db: Db, teacherId: string | null): Promise<Student[]> {
  const rows = await studentsOf(db, teacherId).selectAll().where('archived_at', 'is', null).execute();
  return sortByName(rows.map(toStudent));
}

/**
 * The list of `GET /api/member`: current students in name order, with the day of each one's
 * last lesson given, narrowed by the search `q` with the same matcher as the page's search box.
 * One query: the last day is one step down the partial index `lessons_given_attended` per
 * student (migration 024), however many records the students have.
 */
export async function searchStudents(
  db: Db,
  teacherId: string | null,
  q: string | undefined,
): Promise<StudentListItem[]> {
  const rows = await studentsOf(db, teacherId)
    .selectAll('students')
    .select((eb) =>
      eb
        .selectFrom('lessons_given')
        .select((inner) => inner.fn.max('lessons_given.lesson_day').as('day'))
        .whereRef('lessons_given.student_id', '=', 'students.id')
        // Literally the index's condition, so that both planners know the index covers it.
        .where(sql<boolean>`lessons_given.cancelled_at is null and lessons_given.status in ('출석', '지각')`)
        .as('last_lesson_day'),
    )
    .where('students.archived_at', 'is', null)
    .execute();
  const found = filterStudents(
    rows.map((row) => ({ ...toStudent(row), lastLessonDay: (row.last_lesson_day as string | null) ?? null })),
    q ?? '',
  );
  return sortByName(found);
}

/** A profile as the database stores it. */
function profileColumns(profile: Partial<StudentProfile>) {
  const columns: Partial<
    Pick<StudentsTable, 'instrument' | 'level' | 'memo' | 'fee_amount' | 'fee_lessons'>
  > = {};
  if (profile.instrument !== undefined) columns.instrument = profile.instrument;
  if (profile.level !== undefined) columns.level = profile.level;
  if (profile.memo !== undefined) columns.memo = profile.memo;
  if (profile.fee !== undefined) {
    columns.fee_amount = profile.fee?.pay ?? null;
    columns.fee_lessons = profile.fee?.lesson ?? null;
  }
  return columns;
}

/** `250,000원 / 4회`, as the audit log shows a fee. */
const feeText = (fee: StudentFee | null) => (fee ? `${formatWon(fee.pay)} / ${fee.lesson}회` : null);

/**
 * What the audit log keeps of a profile. The memo is private: the log says how long it is, not
 * what it says, so that a note deleted from the student page is gone from the log too.
 */
function profileForAudit(profile: Partial<StudentProfile>) {
  const kept: Record<string, string | null> = {};
  if (profile.instrument !== undefined) kept.instrument = profile.instrument;
  if (profile.level !== undefined) kept.level = profile.level;
  if (profile.fee !== undefined) kept.fee = feeText(profile.fee);
  if (profile.memo !== undefined) kept.memo = profile.memo === null ? null : `${[...profile.memo].length}자`;
  return kept;
}

interface NewStudent extends Partial<StudentProfile> {
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
          ...profileColumns(input),
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
      await recordAudit(trx, input, {
        action: 'student.create',
        target: input.name,
        detail: {
          teacherId: input.teacherId,
          phone: input.phone,
          lesson: input.lesson,
          ...profileForAudit(input),
        },
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

type ProfileChange = { [K in keyof StudentProfile]?: StudentProfile[K] | undefined };

export async function updateStudent(
  db: Db,
  dialect: Dialect,
  change: StudentChange & ProfileChange & { newName?: string | undefined; phone?: string | undefined },
): Promise<Omit<StudentDetail, 'undoable' | 'credits' | 'packages'>> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await lockStudent(trx, dialect, change);
      const after = { name: change.newName ?? before.name, phone: change.phone ?? before.phone };
      const profile = {
        instrument: change.instrument,
        level: change.level,
        memo: change.memo,
        fee: change.fee,
      };
      const row = await trx
        .updateTable('students')
        .set({ ...after, ...profileColumns(profile) })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // The fields the request named, before and after; the audit page shows those that changed.
      const { instrument, level, fee } = toStudent(before);
      const was: StudentProfile = { instrument, level, fee, memo: before.memo };
      const named = Object.fromEntries(
        Object.entries(profile).filter(([, value]) => value !== undefined),
      ) as Partial<StudentProfile>;
      const previous = Object.fromEntries(
        Object.keys(named).map((key) => [key, was[key as keyof StudentProfile]]),
      ) as Partial<StudentProfile>;
      await recordAudit(trx, change, {
        action: 'student.update',
        target: after.name,
        detail: {
          before: { name: before.name, phone: before.phone, ...profileForAudit(previous) },
          after: { ...after, ...profileForAudit(named) },
        },
      });
      return { ...toStudent(row), memo: row.memo };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('students.name_taken', 409);
    throw error;
  }
}

/** Archives a student (at that instant) or brings one back (null), with its line in the audit log. */
async function setArchived(
  trx: Db,
  row: StudentRow,
  archivedAt: string | null,
  change: { actor: AuditActor; now: Date },
): Promise<Student> {
  const action: 'student.archive' | 'student.restore' =
    archivedAt === null ? 'student.restore' : 'student.archive';
  await trx.updateTable('students').set({ archived_at: archivedAt }).where('id', '=', row.id).execute();
  await recordAudit(trx, change, {
    action,
    target: row.name,
    detail: { teacherId: row.teacher_id, lesson: Number(row.remaining) },
  });
  return toStudent(row);
}

/** Delete = archive: lists hide the student; lessons, payments and the ledger stay. */
export async function archiveStudent(db: Db, dialect: Dialect, change: StudentChange): Promise<Student> {
  return db.transaction().execute(async (trx) => {
    const before = await lockStudent(trx, dialect, change);
    return setArchived(trx, before, change.now.toISOString(), change);
  });
}

/** Deleted students, the latest first; `teacherId` null means every teacher's (the owner's view). */
export async function listArchivedStudents(db: Db, teacherId: string | null): Promise<ArchivedStudent[]> {
  const rows = await studentsOf(db, teacherId)
    .selectAll()
    .where('archived_at', 'is not', null)
    .orderBy('archived_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...toStudent(row), archivedAt: row.archived_at as string }));
}

/**
 * Brings a deleted student back, by id: a teacher only their own (`teacherId`), the owner any
 * (null). A current student of the same teacher and name refuses it (409), as registering would;
 * one already back is 409 too, so of two simultaneous restores one wins and the other is told.
 */
export async function restoreStudent(
  db: Db,
  dialect: Dialect,
  change: { studentId: number; teacherId: string | null; actor: AuditActor; now: Date },
): Promise<Student> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await studentsOf(trx, change.teacherId)
        .selectAll()
        .where('id', '=', change.studentId)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirstOrThrow(() => new AppError('students.not_found', 404));
      if (row.archived_at === null) throw new AppError('students.not_archived', 409);
      return setArchived(trx, row, null, change);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('students.name_taken', 409);
    throw error;
  }
}
