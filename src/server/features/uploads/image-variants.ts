/**
 * The narrower copies of an upload (#shared/upload-images.ts), made the first time one is
 * asked for and kept in the upload's own store: images uploaded before copies existed get
 * them too, and every instance serves what one of them made.
 *
 * Simultaneous first requests for one copy share one making in this process; across
 * instances, the store keeps the first copy written (database: `ON CONFLICT DO NOTHING`;
 * disk: an atomic rename of the same bytes), and each answer is read back from the store, so
 * a name always answers the same bytes.
 */
import sharp from 'sharp';
import { AppError } from '../../app-error.ts';
import { imageJobs, WEBP_OUTPUT } from './image-queue.ts';
import type { ImageStore, StoredImage } from './image-store.ts';
import { MAX_INPUT_PIXELS } from './process-image.ts';
import type { UploadName } from './upload-names.ts';

type Variant = Extract<UploadName, { kind: 'variant' }>;

/**
 * While it waits, a copy's job holds one stored WebP of a few hundred KB, not a 10 MB upload,
 * so more may wait: the first visit to a list of thirty new products fits.
 */
const VARIANT_JOBS = { name: 'variant', maxWaiting: 64 };

export interface ServedVariant extends StoredImage {
  /** The upload itself, sent because the queue was full: not to be cached as the copy. */
  standIn: boolean;
}

async function narrower(source: Buffer, width: number): Promise<Buffer> {
  const image = sharp(source, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
  // No wider than the upload: an upload already narrow enough is its own copy, byte for byte.
  if (((await image.metadata()).width ?? 0) <= width) return source;
  return image.resize({ width, withoutEnlargement: true }).webp(WEBP_OUTPUT).toBuffer();
}

export function imageVariants(store: ImageStore, now: () => Date) {
  const making = new Map<string, Promise<StoredImage | null>>();

  async function make(variant: Variant): Promise<StoredImage | null> {
    // Another request may have stored it between our look and this making.
    const stored = await store.get(variant.name);
    if (stored) return stored;
    const source = await store.get(variant.source);
    if (!source) return null;
    const data = await imageJobs.run(() => narrower(source.data, variant.width), VARIANT_JOBS);
    await store.put(variant.name, { data, contentType: 'image/webp' }, now());
    return (await store.get(variant.name)) ?? { data, contentType: 'image/webp' };
  }

  /** The copy, made now if it is missing; null when the upload itself does not exist. */
  async function get(variant: Variant): Promise<ServedVariant | null> {
    const stored = making.has(variant.name) ? null : await store.get(variant.name);
    if (stored) return { ...stored, standIn: false };
    let pending = making.get(variant.name);
    if (!pending) {
      pending = make(variant).finally(() => making.delete(variant.name));
      making.set(variant.name, pending);
    }
    try {
      const made = await pending;
      return made && { ...made, standIn: false };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'upload.busy')) throw error;
      // A picture too large is better than a broken one; a later request makes the copy.
      const source = await store.get(variant.source);
      return source && { ...source, standIn: true };
    }
  }

  return { get };
}
