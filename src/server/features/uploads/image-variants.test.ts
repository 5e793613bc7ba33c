import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../app-error.ts';
import { imageJobs } from './image-queue.ts';
import type { ImageStore, StoredImage } from './image-store.ts';
import { imageVariants } from './image-variants.ts';

const SOURCE = '0123456789abcdef0123456789abcdef.webp';
const COPY = {
  name: '0123456789abcdef0123456789abcdef-480w.webp',
  kind: 'variant',
  source: SOURCE,
  width: 480,
} as const;

/** A store in memory that counts its writes, and answers reads after a turn of the event loop. */
function memoryStore(initial: Record<string, Buffer> = {}) {
  const images = new Map(Object.entries(initial));
  const puts: string[] = [];
  const store: ImageStore = {
    async put(name, image: StoredImage) {
      await new Promise((resolve) => setImmediate(resolve));
      puts.push(name);
      if (!images.has(name)) images.set(name, image.data);
    },
    async get(name) {
      await new Promise((resolve) => setImmediate(resolve));
      const data = images.get(name);
      return data ? { data, contentType: 'image/webp' } : null;
    },
  };
  return { store, images, puts };
}

const upload = () =>
  sharp({ create: { width: 1000, height: 500, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('imageVariants', () => {
  it('makes a copy once for simultaneous requests, and serves it from the store afterwards', async () => {
    const { store, puts } = memoryStore({ [SOURCE]: await upload() });
    const variants = imageVariants(store, () => new Date());
    const results = await Promise.all(Array.from({ length: 10 }, () => variants.get(COPY)));
    expect(puts).toEqual([COPY.name]);
    expect(results.every((result) => result?.data.equals(results[0]!.data) && !result.standIn)).toBe(true);
    expect(await sharp(results[0]!.data).metadata()).toMatchObject({ width: 480, height: 240 });
    await variants.get(COPY);
    expect(puts).toEqual([COPY.name]);
  });

  it('answers with the copy the store kept when another instance stored one first', async () => {
    const { store, images } = memoryStore({ [SOURCE]: await upload() });
    const theirs = Buffer.from('the copy another instance stored');
    const put = store.put.bind(store);
    store.put = async (name, image, now) => {
      images.set(name, theirs);
      await put(name, image, now);
    };
    const result = await imageVariants(store, () => new Date()).get(COPY);
    expect(result?.data.equals(theirs)).toBe(true);
  });

  it('has no copy of an upload that does not exist, and stores nothing', async () => {
    const { store, puts } = memoryStore();
    expect(await imageVariants(store, () => new Date()).get(COPY)).toBeNull();
    expect(puts).toEqual([]);
  });

  it('sends the upload itself, marked as a stand-in, while the queue is full; a later request makes the copy', async () => {
    const source = await upload();
    const { store, puts } = memoryStore({ [SOURCE]: source });
    const variants = imageVariants(store, () => new Date());
    vi.spyOn(imageJobs, 'run').mockRejectedValueOnce(new AppError('upload.busy', 429));
    const busy = await variants.get(COPY);
    expect(busy?.standIn).toBe(true);
    expect(busy?.data.equals(source)).toBe(true);
    expect(puts).toEqual([]);

    const later = await variants.get(COPY);
    expect(later?.standIn).toBe(false);
    expect(puts).toEqual([COPY.name]);
  });

  it('lets any other failure through', async () => {
    const { store } = memoryStore({ [SOURCE]: await upload() });
    vi.spyOn(imageJobs, 'run').mockRejectedValueOnce(new Error('disk full'));
    await expect(imageVariants(store, () => new Date()).get(COPY)).rejects.toThrow('disk full');
  });
});
