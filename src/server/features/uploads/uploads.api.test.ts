import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';

const BOUNDARY = '----studio-test-boundary';

function multipart(field: string, filename: string, type: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

/** A phone photo: 4:3, lying on its side (EXIF orientation 6), with the camera and GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return solid(400, 300)
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The GPS IFD pointer (tag 0x8825) in a little-endian EXIF block. */
const hasGpsPointer = (exif: Buffer | undefined) => exif?.includes(Buffer.from([0x25, 0x88])) ?? false;

describe('POST /api/img', () => {
  const t = appForTests();
  const teacher = signedInForTests(t, 'teacher');

  const upload = (
    data: Buffer,
    options: { who?: SignedIn | null; field?: string; type?: string; name?: string } = {},
  ) => {
    const who = options.who === undefined ? teacher : options.who;
    return t.app.inject({
      method: 'POST',
      url: '/api/img',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(who ? { cookie: who.cookie } : {}),
      },
      payload: multipart(
        options.field ?? 'image',
        options.name ?? 'photo.jpg',
        options.type ?? 'image/jpeg',
        data,
      ),
    });
  };

  it('re-encodes a phone photo as an upright WebP without EXIF or GPS', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const response = await upload(photo);
    expect(response.statusCode).toBe(200);
    const { url, width, height } = response.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect({ width, height }).toEqual({ width: 300, height: 400 });

    const stored = (await t.app.inject({ url })).rawPayload;
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('serves the file with year-long immutable caching and nosniff', async () => {
    const { url } = (await upload(await phonePhoto())).json();
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names a file by its content, so the same picture is stored once', async () => {
    const photo = await solid(50, 50).png().toBuffer();
    const first = (await upload(photo, { type: 'image/png', name: 'a.png' })).json().url;
    const second = (await upload(photo, { type: 'image/png', name: 'b.png' })).json().url;
    expect(first).toBe(second);
  });

  it('shrinks the longest side to 1600 px and never enlarges', async () => {
    const wide = await upload(await solid(4000, 1000).jpeg().toBuffer());
    expect(wide.json()).toMatchObject({ width: 1600, height: 400 });
    const small = await upload(await solid(120, 80).webp().toBuffer(), { type: 'image/webp' });
    expect(small.json()).toMatchObject({ width: 120, height: 80 });
  });

  it('accepts PNG, WebP and GIF judged by their bytes, whatever they claim to be', async () => {
    for (const data of [
      await solid(20, 20).png().toBuffer(),
      await solid(20, 20).webp().toBuffer(),
      await solid(20, 20).gif().toBuffer(),
    ]) {
      const response = await upload(data, { type: 'application/octet-stream', name: 'file.bin' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses SVG, HTML, PDF and other bytes with 415, even under an image name', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF');
    const tiff = await solid(10, 10).tiff().toBuffer();
    for (const data of [svg, html, pdf, tiff]) {
      const response = await upload(data, { type: 'image/jpeg', name: 'photo.jpg' });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe('JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.');
    }
  });

  it('refuses a small file that would decode into a huge image (a decompression bomb)', async () => {
    // A PNG whose header claims 20000×20000 pixels: 400 megapixels from a few bytes.
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header[8] = 8;
    header[9] = 2;
    const bomb = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const response = await upload(bomb, { type: 'image/png', name: 'bomb.png' });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('upload.too_many_pixels');
  });

  it('refuses a broken image with 415', async () => {
    const jpeg = await solid(200, 200).jpeg().toBuffer();
    const response = await upload(jpeg.subarray(0, 200));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('upload.unreadable');
  });

  it('refuses a file over 10 MB with 413 and a Korean message, and takes one just under', async () => {
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const response = await upload(tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('이미지는 10MB 이하만 올릴 수 있습니다.');

    // Random noise does not compress, so this JPEG really is close to 10 MB.
    const noise = Buffer.alloc(1700 * 1700 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1700, height: 1700, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect(big.length).toBeLessThan(10 * 1024 * 1024);
    expect((await upload(big)).statusCode).toBe(200);
  });

  it('wants the file in the field named image', async () => {
    const response = await upload(await solid(10, 10).png().toBuffer(), { field: 'file' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('upload.missing');
  });

  it('is for teachers only', async () => {
    const photo = await solid(10, 10).png().toBuffer();
    expect((await upload(photo, { who: null })).statusCode).toBe(401);
    expect((await upload(photo, { who: await signIn(t.app, 'pending') })).statusCode).toBe(403);
    expect((await upload(photo, { who: await signIn(t.app, 'owner') })).statusCode).toBe(200);
  });
});
