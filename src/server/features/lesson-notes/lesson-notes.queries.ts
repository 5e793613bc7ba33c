/**
 * 레슨 노트: written on a lesson record by its student's staff, read by staff whole and by the
 * family without the private line, shared notes only. A note on a record that was deleted
 * (cancelled) is shown to no one.
 */
import type { Kysely, Selectable } from 'kysely';
import type { FamilyNote, LessonNote, LessonNoteInput, TodayNotes } from '#shared/schemas/lesson-notes.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Database, Db } from '../../db/database.ts';
import { enqueueMessage } from '../messages/index.ts';
import { filesOfLessons } from './lesson-file-rows.ts';
import type { LessonNotesTable } from './lesson-notes.tables.ts';

/** How much of the homework a message carries; the portal has the whole of it. */
const MESSAGE_HOMEWORK_MAX = 80;

type NoteRow = Selectable<LessonNotesTable> & { lesson_day: string; status: LessonStatus };

/** Notes with the files of their lesson records. */
async function toNotes(db: Kysely<Database>, rows: NoteRow[]): Promise<LessonNote[]> {
  const files = await filesOfLessons(
    db,
    rows.map((row) => Number(row.lesson_id)),
  );
  return rows.map((row) => toNote(row, files.get(Number(row.lesson_id)) ?? []));
}

function toNote(row: NoteRow, files: LessonNote['files']): LessonNote {
  return {
    lessonId: Number(row.lesson_id),
    studentId: Number(row.student_id),
    lessonDay: row.lesson_day,
    status: row.status,
    covered: row.covered,
    homework: row.homework,
    privateNote: row.private_note,
    shared: Number(row.shared) === 1,
    updatedAt: row.updated_at,
    files,
  };
}

function notesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('lesson_notes')
    .innerJoin('lessons_given', 'lessons_given.id', 'lesson_notes.lesson_id')
    .selectAll('lesson_notes')
    .select(['lessons_given.lesson_day', 'lessons_given.status'])
    .where('lessons_given.cancelled_at', 'is', null);
}

/** The lesson record of a current student within the scope (null = anyone's); else 404. */
export async function reachLesson(trx: Kysely<Database>, lessonId: number, scope: string | null) {
  const row = await trx
    .selectFrom('lessons_given')
    .innerJoin('students', 'students.id', 'lessons_given.student_id')
    .select([
      'lessons_given.id',
      'lessons_given.lesson_day',
      'lessons_given.status',
      'students.id as student_id',
      'students.name',
    ])
    .where('lessons_given.id', '=', lessonId)
    .where('lessons_given.cancelled_at', 'is', null)
    .where('students.archived_at', 'is', null)
    .$if(scope !== null, (query) => query.where('students.teacher_id', '=', scope as string))
    .executeTakeFirstOrThrow(() => new AppError('lessonNotes.lesson_not_found', 404));
  return row;
}

const koreanDay = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;

function homeworkForMessage(homework: string): string {
  const oneLine = homework.replace(/\s*\n\s*/g, ', ').trim();
  if (oneLine === '') return '없음.';
  return oneLine.length > MESSAGE_HOMEWORK_MAX ? `${oneLine.slice(0, MESSAGE_HOMEWORK_MAX)}…` : oneLine;
}

/**
 * Writes the note of a lesson record (the whole note: a second save replaces the first). The
 * first time it is shared, the family's message is written in the same transaction — once per
 * lesson, however often it is shared again (the outbox's key).
 */
export async function saveNote(
  db: Db,
  input: { lessonId: number; scope: string | null; note: LessonNoteInput; by: string; now: Date },
): Promise<{ note: LessonNote; studentName: string }> {
  return db.transaction().execute(async (trx) => {
    const lesson = await reachLesson(trx, input.lessonId, input.scope);
    const before = await trx
      .selectFrom('lesson_notes')
      .select(['shared_at', 'created_at'])
      .where('lesson_id', '=', input.lessonId)
      .executeTakeFirst();
    const at = input.now.toISOString();
    const firstShare = input.note.shared && !before?.shared_at;
    const values = {
      covered: input.note.covered,
      homework: input.note.homework,
      private_note: input.note.privateNote,
      shared: input.note.shared ? 1 : 0,
      updated_by: input.by,
      updated_at: at,
    };
    await trx
      .insertInto('lesson_notes')
      .values({
        lesson_id: input.lessonId,
        student_id: Number(lesson.student_id),
        ...values,
        shared_at: input.note.shared ? at : null,
        created_at: at,
      })
      .onConflict((conflict) =>
        conflict.column('lesson_id').doUpdateSet(firstShare ? { ...values, shared_at: at } : values),
      )
      .execute();
    if (firstShare) {
      await enqueueMessage(trx, {
        event: 'lesson-note',
        studentId: Number(lesson.student_id),
        variables: {
          이름: lesson.name,
          날짜: koreanDay(lesson.lesson_day),
          과제: homeworkForMessage(input.note.homework),
        },
        sourceKey: `lesson-note:${input.lessonId}`,
        now: input.now,
      });
    }
    const saved = await notesQuery(trx)
      .where('lesson_notes.lesson_id', '=', input.lessonId)
      .executeTakeFirstOrThrow();
    const [note] = await toNotes(trx, [saved]);
    return { note: note as LessonNote, studentName: lesson.name };
  });
}

/** A student's notes for staff, newest lesson first. */
export async function listStudentNotes(db: Db, studentId: number): Promise<LessonNote[]> {
  const rows = await notesQuery(db)
    .where('lesson_notes.student_id', '=', studentId)
    .orderBy('lessons_given.lesson_day', 'desc')
    .orderBy('lesson_notes.lesson_id', 'desc')
    .execute();
  return toNotes(db, rows);
}

/** Today's lesson records (Seoul) of the scope's current students, each with its note or null. */
export async function todayNotes(db: Db, scope: string | null, now: Date): Promise<TodayNotes> {
  const date = seoulDate(now);
  const lessons = await db
    .selectFrom('lessons_given')
    .innerJoin('students', 'students.id', 'lessons_given.student_id')
    .select(['lessons_given.id', 'lessons_given.student_id', 'lessons_given.status'])
    .where('lessons_given.lesson_day', '=', date)
    .where('lessons_given.cancelled_at', 'is', null)
    .where('students.archived_at', 'is', null)
    .$if(scope !== null, (query) => query.where('students.teacher_id', '=', scope as string))
    .orderBy('lessons_given.id')
    .execute();
  const ids = lessons.map((lesson) => Number(lesson.id));
  const notes =
    ids.length === 0 ? [] : await notesQuery(db).where('lesson_notes.lesson_id', 'in', ids).execute();
  const byLesson = new Map((await toNotes(db, notes)).map((note) => [note.lessonId, note]));
  return {
    date,
    lessons: lessons.map((lesson) => ({
      lessonId: Number(lesson.id),
      studentId: Number(lesson.student_id),
      status: lesson.status,
      note: byLesson.get(Number(lesson.id)) ?? null,
    })),
  };
}

/** The shared notes of a student as the family reads them: no private line, newest lesson first. */
export async function familyNotes(db: Db, studentId: number): Promise<FamilyNote[]> {
  const rows = await notesQuery(db)
    .where('lesson_notes.student_id', '=', studentId)
    .where('lesson_notes.shared', '=', 1)
    .orderBy('lessons_given.lesson_day', 'desc')
    .orderBy('lesson_notes.lesson_id', 'desc')
    .limit(100)
    .execute();
  // The private line stays with the staff.
  return (await toNotes(db, rows)).map(
    ({ studentId: _student, privateNote: _private, shared: _shared, ...note }) => note,
  );
}
