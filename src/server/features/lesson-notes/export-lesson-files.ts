/**
 * The lesson files for the studio's export: each file's bytes as `lesson-files/lf-<id>.<ext>`
 * beside the CSVs (`lesson-files.csv` lists them with their lesson, student and name), read
 * through the caller's transaction so that they agree with the rows exported with them.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type LessonFileStore, storedName } from './lesson-file-store.ts';

export const EXPORT_FOLDER = 'lesson-files';

/** Writes every lesson file under `folder`; answers their paths relative to it. */
export async function exportLessonFiles(
  db: Kysely<Database>,
  store: LessonFileStore,
  folder: string,
): Promise<string[]> {
  const rows = await db.selectFrom('lesson_files').select(['id', 'ext', 'size']).orderBy('id').execute();
  if (rows.length === 0) return [];
  await fsp.mkdir(path.join(folder, EXPORT_FOLDER));
  const written: string[] = [];
  for (const row of rows) {
    const file = { id: row.id, ext: row.ext, size: Number(row.size) };
    const relative = `${EXPORT_FOLDER}/${storedName(file)}`;
    try {
      await pipeline(store.readAll(db, file), fs.createWriteStream(path.join(folder, relative)));
      written.push(relative);
    } catch (error) {
      // Deleted on disk after the rows were read: it is no longer the studio's.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await fsp.rm(path.join(folder, relative), { force: true });
    }
  }
  return written;
}
