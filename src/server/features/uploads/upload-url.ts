/**
 * Whether an image address is one of our own uploads: the public form `/uploads/<name>` that
 * `POST /api/img` answers with, and a file the site really serves there. Existence is asked of
 * the site itself (a HEAD request handled in-process), so the check stays right wherever the
 * uploads feature keeps its files — a folder today, the database with several instances.
 */
import type { FastifyInstance } from 'fastify';
import { UPLOAD_URL_PATTERN } from '#shared/schemas/products.ts';

export function isUploadUrlForm(url: string): boolean {
  return UPLOAD_URL_PATTERN.test(url);
}

export async function isOwnUpload(app: FastifyInstance, url: string): Promise<boolean> {
  if (!isUploadUrlForm(url)) return false;
  const response = await app.inject({ method: 'HEAD', url });
  return response.statusCode === 200;
}
