/** A lesson file's row as the API answers it, and the files of a set of lesson records. */
import type { Kysely, Selectable } from 'kysely';
import type { LessonFile } from '#shared/schemas/lesson-files.ts';
import type { Database } from '../../db/database.ts';
import type { LessonFilesTable } from './lesson-notes.tables.ts';

export type FileRow = Selectable<LessonFilesTable>;

export function toLessonFile(row: FileRow): LessonFile {
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    size: Number(row.size),
    name: row.name,
    createdAt: row.created_at,
  };
}

/** The files of these lesson records, oldest first, by lesson. */
export async function filesOfLessons(
  db: Kysely<Database>,
  lessonIds: number[],
): Promise<Map<number, LessonFile[]>> {
  const byLesson = new Map<number, LessonFile[]>();
  if (lessonIds.length === 0) return byLesson;
  const rows = await db
    .selectFrom('lesson_files')
    .selectAll()
    .where('lesson_id', 'in', lessonIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const lessonId = Number(row.lesson_id);
    byLesson.set(lessonId, [...(byLesson.get(lessonId) ?? []), toLessonFile(row)]);
  }
  return byLesson;
}
