/**
 * Stores a processed image under a name made of its own hash: the same picture uploaded twice
 * is one file, and a name never changes meaning, so it may be cached for a year.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function storeImage(uploadsDir: string, data: Buffer): Promise<string> {
  const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
  const target = path.join(uploadsDir, name);
  // Write aside and rename, so a reader never sees half a file.
  const temporary = path.join(uploadsDir, `.${randomUUID()}.tmp`);
  await fs.mkdir(uploadsDir, { recursive: true });
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, target);
  return `/uploads/${name}`;
}
