/**
 * Stores a processed image under a name made of its own hash: the same picture uploaded twice
 * is one image, and a name never changes meaning, so it may be cached for a year.
 */
import { createHash } from 'node:crypto';
import type { ImageStore } from './image-store.ts';

export async function storeImage(store: ImageStore, data: Buffer, now: Date): Promise<string> {
  const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
  await store.put(name, { data, contentType: 'image/webp' }, now);
  return `/uploads/${name}`;
}
