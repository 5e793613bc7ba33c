/**
 * Where the bytes of lesson files live: where the images do (docs/decisions/017). On disk they
 * sit in the images' folder as `lf-<id>.<ext>` — a name the public image route never serves
 * (it serves content-hash `.webp` names only) and one the backup archive carries as it carries
 * the images. In the database they are rows of 256 KB pieces written in the transaction that
 * writes the file's row, so a file is there whole or not at all, and a range reads only the
 * pieces it covers.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export const CHUNK_BYTES = 256 * 1024;

export interface StoredFile {
  id: string;
  ext: string;
}

export interface LessonFileStore {
  /** A temporary path for an upload on its way in, where `keep` can take it from. */
  temporary(): Promise<string>;
  /** Keeps the file at `source` as `file`, inside the transaction that writes its row. */
  keep(trx: Kysely<Database>, file: StoredFile, source: string): Promise<void>;
  /** Undoes `keep` when the transaction did not commit (the database's own rollback does it there). */
  discard(file: StoredFile): Promise<void>;
  /** The bytes start…end (inclusive) of a stored file. */
  read(db: Kysely<Database>, file: StoredFile, start: number, end: number): Readable;
  /** A whole stored file, for the export. */
  readAll(db: Kysely<Database>, file: StoredFile & { size: number }): Readable;
}

export const storedName = (file: StoredFile) => `lf-${file.id}.${file.ext}`;

export function diskLessonFileStore(dir: string): LessonFileStore {
  const at = (file: StoredFile) => path.join(dir, storedName(file));
  return {
    // Hidden and in the same folder: a rename keeps it, and the backup never takes it.
    async temporary() {
      await fsp.mkdir(dir, { recursive: true });
      return path.join(dir, `.lf-${randomUUID()}.tmp`);
    },
    async keep(_trx, file, source) {
      await fsp.rename(source, at(file));
    },
    async discard(file) {
      await fsp.rm(at(file), { force: true });
    },
    read: (_db, file, start, end) => fs.createReadStream(at(file), { start, end }),
    readAll: (_db, file) => fs.createReadStream(at(file)),
  };
}

async function* chunksOf(db: Kysely<Database>, id: string, start: number, end: number) {
  const first = Math.floor(start / CHUNK_BYTES);
  const last = Math.floor(end / CHUNK_BYTES);
  // A few pieces at a time: a long recording is never read whole into memory.
  for (let from = first; from <= last; from += 4) {
    const rows = await db
      .selectFrom('lesson_file_chunks')
      .select(['seq', 'data'])
      .where('file_id', '=', id)
      .where('seq', '>=', from)
      .where('seq', '<=', Math.min(last, from + 3))
      .orderBy('seq')
      .execute();
    for (const row of rows) {
      const offset = Number(row.seq) * CHUNK_BYTES;
      const data = Buffer.from(row.data);
      yield data.subarray(Math.max(0, start - offset), Math.min(data.length, end - offset + 1));
    }
  }
}

export function databaseLessonFileStore(tmpdir: string): LessonFileStore {
  return {
    temporary: async () => path.join(tmpdir, `studio-lf-${randomUUID()}.tmp`),
    async keep(trx, file, source) {
      let seq = 0;
      const insert = (data: Buffer) =>
        trx.insertInto('lesson_file_chunks').values({ file_id: file.id, seq: seq++, data }).execute();
      try {
        // Every piece but the last is exactly CHUNK_BYTES long: a range finds its pieces by arithmetic.
        let pending = Buffer.alloc(0);
        for await (const chunk of fs.createReadStream(source, { highWaterMark: CHUNK_BYTES })) {
          pending = Buffer.concat([pending, chunk as Buffer]);
          while (pending.length >= CHUNK_BYTES) {
            await insert(pending.subarray(0, CHUNK_BYTES));
            pending = pending.subarray(CHUNK_BYTES);
          }
        }
        if (pending.length > 0) await insert(pending);
      } finally {
        await fsp.rm(source, { force: true });
      }
    },
    async discard() {},
    read: (db, file, start, end) => Readable.from(chunksOf(db, file.id, start, end)),
    readAll: (db, file) => Readable.from(chunksOf(db, file.id, 0, file.size - 1)),
  };
}

/** The store of the configured kind: the database's, or the images' folder. */
export function lessonFileStoreOf(config: { uploadStorage: 'database' | 'disk'; uploadsDir: string }) {
  return config.uploadStorage === 'database'
    ? databaseLessonFileStore(os.tmpdir())
    : diskLessonFileStore(config.uploadsDir);
}
