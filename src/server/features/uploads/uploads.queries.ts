/**
 * What other features may ask of the uploads: whether an image address is one of our own
 * uploads, and the real size of one. Both ask the site itself in-process (a HEAD or GET
 * request of the public form `/uploads/<name>` that `POST /api/img` answers with), so the
 * answers stay right wherever this feature keeps its files — a folder today, the database
 * with several instances. Only an image's header is read for its size; nothing is decoded.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_URL_PATTERN } from '#shared/schemas/products.ts';

export interface UploadSize {
  width: number;
  height: number;
}

/** Whether `url` is the address of a file the site really serves as an upload. */
export async function isOwnUpload(app: FastifyInstance, url: string): Promise<boolean> {
  if (!UPLOAD_URL_PATTERN.test(url)) return false;
  const response = await app.inject({ method: 'HEAD', url });
  return response.statusCode === 200;
}

/** The upload's width and height (one frame's, for an animated one), or null if there is no such upload. */
export async function readUploadSize(app: FastifyInstance, url: string): Promise<UploadSize | null> {
  if (!UPLOAD_URL_PATTERN.test(url)) return null;
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
