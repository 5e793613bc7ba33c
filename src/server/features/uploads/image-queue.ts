/**
 * The process's one image queue and the WebP every stored image is written as. Uploads and
 * the narrower copies of stored images are both decoded through `imageJobs`, one at a time
 * (image-jobs.ts), so a burst of either keeps memory flat.
 */
import sharp from 'sharp';
import { createJobQueue } from './image-jobs.ts';

// One libvips thread per image and no operation cache: memory follows the one running job.
sharp.concurrency(1);
sharp.cache(false);

export const imageJobs = createJobQueue({ concurrency: 1, maxWaiting: 8 });

/** sharp writes no metadata unless asked, so this output is pixels only (no EXIF, GPS, ICC). */
export const WEBP_OUTPUT = { quality: 82, effort: 4 } as const;
