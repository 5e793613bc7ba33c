/** Bodies that are not a readable form get a Korean 400, never a 500. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';

const B = 'studio-boundary';
const head = (field = 'image') =>
  `--${B}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

describe('POST /api/img with a malformed body', () => {
  const t = appForTests();
  const teacher = signedInForTests(t, 'teacher');
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
  });

  const send = (contentType: string, payload: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/img',
      headers: { 'content-type': contentType, cookie: teacher.cookie },
      payload,
    });

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      () => Buffer.concat([Buffer.from(head()), png, Buffer.from(`\r\n--${B}--\r\n`)]),
    ],
    ['an empty boundary', 'multipart/form-data; boundary=', () => Buffer.from('x')],
    ['a truncated part', `multipart/form-data; boundary=${B}`, () => Buffer.from(head()).subarray(0, 30)],
    [
      'no closing boundary',
      `multipart/form-data; boundary=${B}`,
      () => Buffer.concat([Buffer.from(head()), png]),
    ],
    [
      'another boundary than announced',
      `multipart/form-data; boundary=${B}`,
      () => Buffer.from('--other\r\n\r\nxx\r\n--other--\r\n'),
    ],
    [
      'headers that never end',
      `multipart/form-data; boundary=${B}`,
      () => Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="image"`),
    ],
    ['an empty body', `multipart/form-data; boundary=${B}`, () => Buffer.alloc(0)],
    [
      'seven parts',
      `multipart/form-data; boundary=${B}`,
      () =>
        Buffer.from(
          `${Array.from({ length: 7 }, (_, i) => `--${B}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('')}--${B}--\r\n`,
        ),
    ],
  ])('answers %s with a 4xx in the error shape', async (_, contentType, body) => {
    const response = await send(contentType, body());
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json().error).sort()).toEqual(['code', 'message']);
    expect(response.json().error.message).toMatch(/[가-힣]/);
  });

  it('names a body without a boundary or without its end as malformed', async () => {
    const noEnd = await send(`multipart/form-data; boundary=${B}`, Buffer.concat([Buffer.from(head()), png]));
    expect(noEnd.json()).toEqual({
      error: { code: 'upload.malformed', message: '파일이 제대로 전송되지 않았습니다. 다시 올려 주세요.' },
    });
    const noBoundary = await send('multipart/form-data', Buffer.concat([Buffer.from(head()), png]));
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error.code).toBe('upload.malformed');
  });
});
