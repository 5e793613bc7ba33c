/**
 * Files on a lesson note through the API, on both databases and in both stores (the images'
 * folder, the database): each kind judged by its bytes; a wrong, oversized, cut-short or
 * malformed upload answered in Korean with nothing stored; the per-lesson limit held by 20
 * uploads at once; ranges answered with the exact bytes.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { errorOf, getFile, m4a, mp3, ogg, pdf, uploadFile, wav, webm } from '../../testing/lesson-files.ts';
import { studentWithLesson } from '../../testing/lesson-notes.ts';
import { multipartOf } from '../../testing/multipart.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';

const MB = 1024 * 1024;

describe.each(['disk', 'database'] as const)('lesson files kept on %s', (storage) => {
  let kim: SignedIn;
  let names = 0;
  const fresh = () => studentWithLesson(t, kim, `파일${storage}${++names}`);

  const t = appForTests({ now: '2026-11-25T15:00:00+09:00', env: { UPLOAD_STORAGE: storage } });
  beforeAll(async () => {
    kim = await signIn(t.app, 'teacher');
  });

  /** What the store holds: files in the images' folder, or pieces in the database. */
  const stored = async () => {
    const rows = await t.db.selectFrom('lesson_files').select('id').execute();
    const onDisk = fs.existsSync(t.config.uploadsDir)
      ? fs.readdirSync(t.config.uploadsDir).filter((name) => name.includes('lf-'))
      : [];
    const chunks = await t.db.selectFrom('lesson_file_chunks').select('file_id').distinct().execute();
    return { rows: rows.length, files: storage === 'disk' ? onDisk.length : chunks.length, onDisk };
  };

  it('keeps each kind judged by its bytes, whatever name and type the browser gave', async () => {
    const { lessonId } = await fresh();
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const cases = [
      [wav(), 'audio', 'audio/wav'],
      [mp3(), 'audio', 'audio/mpeg'],
      [m4a(), 'audio', 'audio/mp4'],
      [ogg(), 'audio', 'audio/ogg'],
      [webm(), 'audio', 'audio/webm'],
      [pdf(), 'pdf', 'application/pdf'],
      [photo, 'image', 'image/webp'],
    ] as const;
    const before = await stored();
    for (const [data, kind, mime] of cases) {
      const response = await uploadFile(t.app, kim, lessonId, {
        data,
        filename: '악보 1.bin',
        type: 'text/plain',
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ kind, mime });
      expect(body.id).toMatch(/^[a-f0-9]{32}$/);
      if (kind !== 'image') expect(body.size).toBe(data.length);
      const served = await getFile(t.app, kim.cookie, body.id);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      if (kind !== 'image') expect(served.rawPayload.equals(data)).toBe(true);
      else expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    const list = await t.app.inject({
      url: `/api/lessonList/${lessonId}/files`,
      headers: { cookie: kim.cookie },
    });
    // Uploaded within one instant of the test's clock: their order among themselves is free.
    expect(
      list
        .json()
        .files.map((file: { kind: string }) => file.kind)
        .sort(),
    ).toEqual(cases.map(([, kind]) => kind).sort());
    const after = await stored();
    expect([after.rows - before.rows, after.files - before.files]).toEqual([7, 7]);
  });

  it('refuses wrong bytes for the claimed type, a video, too large, cut short and malformed, storing nothing', async () => {
    const { lessonId } = await fresh();
    const before = await stored();
    const refusals: [Buffer, string | undefined, [number, string]][] = [
      [Buffer.from('이것은 녹음이 아닙니다'.repeat(20)), undefined, [415, 'lessonFiles.unsupported']],
      [Buffer.from('<html><script>alert(1)</script></html>'), undefined, [415, 'lessonFiles.unsupported']],
      [webm('V_VP8'), undefined, [415, 'lessonFiles.video']],
      [m4a({ video: true }), undefined, [415, 'lessonFiles.video']],
      [Buffer.alloc(0), undefined, [400, 'lessonFiles.missing']],
      [pdf({ ended: false }), undefined, [400, 'lessonFiles.incomplete']],
      [wav(4000).subarray(0, 3000), undefined, [400, 'lessonFiles.incomplete']],
      [m4a({ mdatBytes: 5000 }).subarray(0, 3000), undefined, [400, 'lessonFiles.incomplete']],
      [ogg({ ended: false }), undefined, [400, 'lessonFiles.incomplete']],
      [pdf({ padTo: 10 * MB + 1 }), undefined, [413, 'lessonFiles.too_large']],
      [wav(20 * MB), undefined, [413, 'lessonFiles.too_large']],
      [wav(), 'recording', [400, 'lessonFiles.missing']],
    ];
    for (const [data, field, expected] of refusals) {
      const response = await uploadFile(t.app, kim, lessonId, {
        data,
        field,
        type: 'audio/mpeg',
        filename: 'a.mp3',
      });
      expect(errorOf(response), expected.join(' ')).toEqual(expected);
      expect(response.json().error.message).toMatch(/[가-힣]/);
    }
    // The body itself cut short: the file never ends, the form never closes.
    const cut = multipartOf({ data: wav() }).subarray(0, 2500);
    expect(errorOf(await uploadFile(t.app, kim, lessonId, { data: wav() }, { payload: cut }))).toEqual([
      400,
      'lessonFiles.malformed',
    ]);
    const noEnd = multipartOf({ data: wav() }, '');
    expect(errorOf(await uploadFile(t.app, kim, lessonId, { data: wav() }, { payload: noEnd }))).toEqual([
      400,
      'lessonFiles.malformed',
    ]);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/lessonList/${lessonId}/files`,
      headers: { cookie: kim.cookie, 'content-type': 'application/json' },
      payload: '{"file":"x"}',
    });
    expect(errorOf(json)).toEqual([400, 'lessonFiles.missing']);
    expect(await stored()).toEqual(before);
    // No half-written file is left in the folder either.
    if (storage === 'disk')
      expect(fs.readdirSync(t.config.uploadsDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('answers 20 uploads at once to one lesson: 10 kept, 10 refused clearly, nothing half-stored', async () => {
    const { lessonId } = await fresh();
    const before = await stored();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        uploadFile(t.app, kim, lessonId, { data: wav(20_000, (byte) => (byte + index) % 256) }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error).toEqual({
        code: 'lessonFiles.too_many',
        message: '한 레슨에는 파일을 10개까지 올릴 수 있습니다. 필요 없는 파일을 지운 뒤 올려 주세요.',
      });
    }
    const after = await stored();
    expect([after.rows - before.rows, after.files - before.files]).toEqual([10, 10]);
    // Each kept file is whole: its own bytes.
    for (const response of responses.filter((r) => r.statusCode === 201)) {
      expect((await getFile(t.app, kim.cookie, response.json().id)).rawPayload.length).toBe(20_044);
    }
  }, 60_000);

  it('holds the total per lesson: 60 MB', async () => {
    const { lessonId } = await fresh();
    for (let index = 0; index < 3; index += 1) {
      const kept = await uploadFile(t.app, kim, lessonId, { data: wav(19 * MB, () => index) });
      expect(kept.statusCode).toBe(201);
    }
    expect(errorOf(await uploadFile(t.app, kim, lessonId, { data: wav(4 * MB) }))).toEqual([
      409,
      'lessonFiles.lesson_full',
    ]);
  }, 60_000);

  it('answers ranges with the exact bytes, across the stored pieces, and 416 past the end', async () => {
    const { lessonId } = await fresh();
    const data = wav(700_000, (index) => (index * 7) % 256);
    const id = (await uploadFile(t.app, kim, lessonId, { data })).json().id;
    const size = data.length;
    const ranges: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=262100-262200', 262100, 262200],
      ['bytes=500000-', 500000, size - 1],
      ['bytes=-10', size - 10, size - 1],
      ['bytes=0-', 0, size - 1],
    ];
    for (const [range, start, end] of ranges) {
      const response = await getFile(t.app, kim.cookie, id, range);
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(response.headers['content-length'])).toBe(end - start + 1);
      expect(response.rawPayload.equals(data.subarray(start, end + 1)), range).toBe(true);
    }
    const whole = await getFile(t.app, kim.cookie, id);
    expect([whole.statusCode, whole.headers['accept-ranges'], whole.rawPayload.equals(data)]).toEqual([
      200,
      'bytes',
      true,
    ]);
    const past = await getFile(t.app, kim.cookie, id, `bytes=${size}-`);
    expect(errorOf(past)).toEqual([416, 'lessonFiles.range']);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.headers['content-disposition']).toBe(`inline; filename="a.bin"; filename*=UTF-8''a.bin`);
  });

  it('deletes a file: gone from the list, the address and the store', async () => {
    const { lessonId } = await fresh();
    const id = (await uploadFile(t.app, kim, lessonId, { data: mp3() })).json().id;
    const before = await stored();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/lesson-files/${id}`,
      headers: { cookie: kim.cookie },
    });
    expect(removed.json()).toEqual({ message: '파일을 지웠습니다.' });
    expect(errorOf(await getFile(t.app, kim.cookie, id))).toEqual([404, 'lessonFiles.not_found']);
    const after = await stored();
    expect([before.rows - after.rows, before.files - after.files]).toEqual([1, 1]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/lesson-files/${id}`,
      headers: { cookie: kim.cookie },
    });
    expect(errorOf(again)).toEqual([404, 'lessonFiles.not_found']);
  });
});
