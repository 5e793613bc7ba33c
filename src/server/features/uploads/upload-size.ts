/**
 * The real size of one of our uploads, for content that names an upload with its size (the
 * studio's pictures): read from the stored image itself, asked of the site in-process as
 * upload-url.ts does, so the answer is right wherever the uploads are kept. Only the image's
 * header is read; nothing is decoded.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { isUploadUrlForm } from './upload-url.ts';

export interface UploadSize {
  width: number;
  height: number;
}

/** The upload's width and height (one frame's, for an animated one), or null if there is no such upload. */
export async function readUploadSize(app: FastifyInstance, url: string): Promise<UploadSize | null> {
  if (!isUploadUrlForm(url)) return null;
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) return null;
  try {
    const meta = await sharp(response.rawPayload).metadata();
    if (!meta.width || !meta.height) return null;
    return { width: meta.width, height: meta.pageHeight ?? meta.height };
  } catch {
    return null;
  }
}
