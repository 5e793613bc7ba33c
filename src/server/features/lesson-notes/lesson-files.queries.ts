/**
 * Files on a lesson record's note (docs/decisions/078). Staff reach the files of their own
 * students' records (the owner anyone's); a family only those on its student's shared notes.
 * Anything else is 404, as if there were no such file. A file is stored with its row in one
 * transaction that first locks the lesson record, so the per-lesson limits hold however many
 * uploads arrive at once.
 */
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import {
  LESSON_FILE_ID,
  LESSON_FILES_PER_LESSON,
  LESSON_FILES_TOTAL_BYTES,
  type LessonFile,
  type LessonFileKind,
} from '#shared/schemas/lesson-files.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { type FileRow, filesOfLessons, toLessonFile } from './lesson-file-rows.ts';
import type { LessonFileStore } from './lesson-file-store.ts';
import { reachLesson } from './lesson-notes.queries.ts';

export type { FileRow };

/** The files of a lesson record the scope reaches (404 otherwise). */
export async function listLessonFiles(db: Db, lessonId: number, scope: string | null): Promise<LessonFile[]> {
  await reachLesson(db, lessonId, scope);
  return (await filesOfLessons(db, [lessonId])).get(lessonId) ?? [];
}

export interface ArrivedFile {
  /** Where the upload waits, in the store's temporary place. */
  path: string;
  size: number;
  kind: LessonFileKind;
  mime: string;
  ext: string;
  name: string;
}

/**
 * Keeps an arrived file on a lesson record: within the lesson's limits (counted under the
 * record's lock), its row and its bytes together or neither.
 */
export async function storeLessonFile(
  db: Db,
  dialect: Dialect,
  store: LessonFileStore,
  input: { lessonId: number; scope: string | null; file: ArrivedFile; by: string; now: Date },
): Promise<LessonFile> {
  const stored = { id: randomBytes(16).toString('hex'), ext: input.file.ext };
  try {
    return await db.transaction().execute(async (trx) => {
      const lesson = await reachLesson(trx, input.lessonId, input.scope);
      await trx
        .selectFrom('lessons_given')
        .select('id')
        .where('id', '=', input.lessonId)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      const held = await trx
        .selectFrom('lesson_files')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('size').as('total')])
        .where('lesson_id', '=', input.lessonId)
        .executeTakeFirstOrThrow();
      if (Number(held.count) >= LESSON_FILES_PER_LESSON) throw new AppError('lessonFiles.too_many', 409);
      if (Number(held.total ?? 0) + input.file.size > LESSON_FILES_TOTAL_BYTES)
        throw new AppError('lessonFiles.lesson_full', 409);
      const row = {
        id: stored.id,
        lesson_id: input.lessonId,
        student_id: Number(lesson.student_id),
        kind: input.file.kind,
        mime: input.file.mime,
        ext: input.file.ext,
        size: input.file.size,
        name: input.file.name,
        created_by: input.by,
        created_at: input.now.toISOString(),
      };
      await trx.insertInto('lesson_files').values(row).execute();
      await store.keep(trx, stored, input.file.path);
      return toLessonFile(row);
    });
  } catch (error) {
    await store.discard(stored);
    throw error;
  } finally {
    await fsp.rm(input.file.path, { force: true });
  }
}

const notFound = () => new AppError('lessonFiles.not_found', 404);

/** A file of a lesson record not undone, of a current student. */
function standingFile(db: Db, id: string) {
  return db
    .selectFrom('lesson_files')
    .innerJoin('lessons_given', 'lessons_given.id', 'lesson_files.lesson_id')
    .innerJoin('students', 'students.id', 'lesson_files.student_id')
    .selectAll('lesson_files')
    .where('lesson_files.id', '=', id)
    .where('lessons_given.cancelled_at', 'is', null)
    .where('students.archived_at', 'is', null);
}

/** A file on a lesson record the staff scope reaches; else 404. */
export async function staffFile(db: Db, id: string, scope: string | null): Promise<FileRow> {
  if (!LESSON_FILE_ID.test(id)) throw notFound();
  const row = await standingFile(db, id)
    .$if(scope !== null, (query) => query.where('students.teacher_id', '=', scope as string))
    .executeTakeFirstOrThrow(() => notFound());
  return row;
}

/** A file on a shared note of one of the family's students; else 404. */
export async function familyFile(db: Db, id: string, studentIds: readonly number[]): Promise<FileRow> {
  if (!LESSON_FILE_ID.test(id) || studentIds.length === 0) throw notFound();
  const row = await standingFile(db, id)
    .innerJoin('lesson_notes', 'lesson_notes.lesson_id', 'lesson_files.lesson_id')
    .where('lesson_files.student_id', 'in', [...studentIds])
    .where('lesson_notes.shared', '=', 1)
    .executeTakeFirstOrThrow(() => notFound());
  return row;
}

/** Removes a file the staff scope reaches: its row (and pieces) first, then its bytes on disk. */
export async function deleteLessonFile(db: Db, store: LessonFileStore, id: string, scope: string | null) {
  const row = await staffFile(db, id, scope);
  const removed = await db.deleteFrom('lesson_files').where('id', '=', row.id).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw notFound();
  await store.discard(row);
}
