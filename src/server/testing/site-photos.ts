/** Shared steps of the API tests of the studio's pictures. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { SignedIn } from './sign-in.ts';

const B = 'photos-boundary';

/** Uploads a `width`×`height` JPEG through POST /api/img, as the settings page does. */
export async function uploadJpeg(
  app: FastifyInstance,
  who: SignedIn,
  width: number,
  height: number,
  background = '#2a6f97',
): Promise<{ url: string; width: number; height: number }> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const response = await app.inject({
    method: 'POST',
    url: '/api/img',
    headers: { 'content-type': `multipart/form-data; boundary=${B}`, cookie: who.cookie },
    payload: Buffer.concat([
      Buffer.from(
        `--${B}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${B}--\r\n`),
    ]),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
