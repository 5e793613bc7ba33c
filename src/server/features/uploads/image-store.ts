/**
 * Where uploaded images live, behind one small interface: in the database (every instance
 * sees every image) or in a folder (one machine). Names are content hashes, so a write of a
 * name that exists is the same picture and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';

export interface StoredImage {
  data: Buffer;
  contentType: string;
}

export interface ImageStore {
  put(name: string, image: StoredImage, now: Date): Promise<void>;
  get(name: string): Promise<StoredImage | null>;
}

export function databaseImageStore(db: Db): ImageStore {
  return {
    async put(name, image, now) {
      await db
        .insertInto('uploads')
        .values({ name, content_type: image.contentType, data: image.data, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },
    async get(name) {
      const row = await db
        .selectFrom('uploads')
        .select(['data', 'content_type'])
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? { data: Buffer.from(row.data), contentType: row.content_type } : null;
    },
  };
}

export function diskImageStore(dir: string): ImageStore {
  return {
    async put(name, image) {
      // Write aside and rename, so a reader never sees half a file.
      const temporary = path.join(dir, `.${randomUUID()}.tmp`);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(temporary, image.data);
      await fs.rename(temporary, path.join(dir, name));
    },
    async get(name) {
      try {
        return { data: await fs.readFile(path.join(dir, name)), contentType: 'image/webp' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
