/** Shared steps of the API tests of the studio's pictures. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { postImage } from './image-upload.ts';
import type { SignedIn } from './sign-in.ts';

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
  const response = await postImage(app, who, jpeg);
  expect(response.statusCode).toBe(200);
  return response.json();
}
