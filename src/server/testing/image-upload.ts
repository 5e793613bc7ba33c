/** POST /api/img as the editors send it: one file in the `image` field of a multipart body. */
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sign-in.ts';

const BOUNDARY = 'image-upload-boundary';

export function postImage(
  app: FastifyInstance,
  who: SignedIn,
  data: Buffer,
  file: { name: string; type: string } = { name: 'a.jpg', type: 'image/jpeg' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/img',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: who.cookie },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}
