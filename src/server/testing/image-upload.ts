/** POST /api/img as the editors send it: one file in the `image` field of a multipart body. */
import type { FastifyInstance } from 'fastify';
import { MULTIPART_TYPE, multipartOf } from './multipart.ts';
import type { SignedIn } from './sign-in.ts';

export function postImage(
  app: FastifyInstance,
  who: SignedIn,
  data: Buffer,
  file: { name: string; type: string } = { name: 'a.jpg', type: 'image/jpeg' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/img',
    headers: { 'content-type': MULTIPART_TYPE, cookie: who.cookie },
    payload: multipartOf({ field: 'image', filename: file.name, type: file.type, data }),
  });
}
