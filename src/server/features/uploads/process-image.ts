/**
 * Turns an uploaded photo into a file we are willing to serve (docs/decisions/009-image-uploads.md):
 * the type is judged by its bytes, never by its name or the browser's word; the image is decoded
 * and re-encoded as WebP, so nothing but pixels survives — no EXIF, no GPS, no embedded scripts.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../app-error.ts';
import { imageJobs, WEBP_OUTPUT } from './image-queue.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_SIDE_PX = 1600;
/**
 * 50 megapixels: a phone's full-resolution photo fits (8160×6120), a decompression bomb or a
 * 14000×14000 PNG (800 MB once decoded) does not.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new AppError('upload.unsupported_type', 415);

  // Animated GIF and WebP keep their frames; photos are turned upright by their EXIF orientation.
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  try {
    const { data, info } = await imageJobs.run(() =>
      sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize(MAX_SIDE_PX, MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp(WEBP_OUTPUT)
        .toBuffer({ resolveWithObject: true }),
    );
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('upload.too_many_pixels', 413);
    }
    throw new AppError('upload.unreadable', 415);
  }
}
