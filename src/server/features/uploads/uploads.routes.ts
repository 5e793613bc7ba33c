/**
 * `POST /api/img` (spec §7): a teacher uploads one image as the multipart field `image` and gets
 * back the address of the re-encoded copy. Multipart parsing is registered here only, so no
 * other route accepts file uploads by accident.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '#shared/schemas/common.ts';
import { uploadImageResponse } from '#shared/schemas/news.ts';
import { AppError } from '../../app-error.ts';
import { inputErrors } from '../../lib/error-responses.ts';
import { acceptOneFile } from '../../lib/multipart.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { databaseImageStore, diskImageStore } from './image-store.ts';
import { MAX_UPLOAD_BYTES, processImage } from './process-image.ts';
import { serveUploadRoutes } from './serve-upload.routes.ts';
import { storeImage } from './store-image.ts';

async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (part?.fieldname !== 'image') throw new AppError('upload.missing', 400);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('upload.too_large', 413);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('upload.missing', 400);
    // No boundary, a truncated part, a missing closing boundary, too many parts: the body is
    // not a form we can read, whatever the parser calls it.
    throw new AppError('upload.malformed', 400);
  }
}

export interface UploadsOptions {
  storage: 'database' | 'disk';
  uploadsDir: string;
}

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsOptions> = async (app, options) => {
  const staffRoutes = routesOf(app, 'uploads', app.requireRole('teacher'));
  const store =
    options.storage === 'database' ? databaseImageStore(app.db) : diskImageStore(options.uploadsDir);
  await app.register(serveUploadRoutes, { store });

  await acceptOneFile(app, { fileSize: MAX_UPLOAD_BYTES, fields: 5, fieldSize: 1024 });

  staffRoutes.post('/api/img', {
    summary: '이미지 올리기',
    description:
      'multipart/form-data의 image 항목 하나(JPEG, PNG, WebP, GIF, 10MB 이하). 긴 변 1600px 이하의 WebP로 바꾸어 저장하고 주소를 돌려줍니다. 메타데이터(EXIF, GPS)는 지워집니다.',
    consumes: ['multipart/form-data'],
    response: {
      200: uploadImageResponse,
      ...inputErrors,
      413: errorResponse,
      415: errorResponse,
      429: errorResponse,
    },
    handler: async (request) => {
      const input = await readImagePart(request);
      const image = await processImage(input);
      const url = await storeImage(store, image.data, app.clock.now());
      return { url, width: image.width, height: image.height };
    },
  });
};
