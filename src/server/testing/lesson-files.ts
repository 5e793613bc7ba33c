/**
 * Lesson files in tests: small files of every kind built byte by byte in their real formats
 * (so that the server's judging by bytes is what is tested), and the upload request.
 */
import type { FastifyInstance } from 'fastify';
import { type FilePart, MULTIPART_TYPE, multipartOf } from './multipart.ts';
import type { SignedIn } from './sign-in.ts';

/** A PCM wav of `dataBytes` bytes of sound, with an honest RIFF header. */
export function wav(dataBytes = 4000, fill = (index: number) => index % 251): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  const data = Buffer.alloc(dataBytes);
  for (let index = 0; index < dataBytes; index += 1) data[index] = fill(index);
  return Buffer.concat([header, data]);
}

/** MPEG-1 layer III frames (128 kbit/s, 44.1 kHz: 417 bytes each). */
export function mp3(frames = 8): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function handler(kind: 'soun' | 'vide'): Buffer {
  const fields = Buffer.alloc(24);
  fields.write(kind, 8, 'latin1');
  return box('hdlr', fields);
}

/** An m4a (or, with a video track, an mp4 film): ftyp, moov with its handlers, mdat. */
export function m4a(options: { video?: boolean; mdatBytes?: number } = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from('M4A \0\0\0\0M4A mp42isom', 'latin1'));
  const tracks = [box('trak', box('mdia', handler('soun')))];
  if (options.video) tracks.push(box('trak', box('mdia', handler('vide'))));
  const moov = box('moov', box('mvhd', Buffer.alloc(100)), ...tracks);
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(options.mdatBytes ?? 2000, 7))]);
}

function oggPage(flags: number, sequence: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeUInt32LE(1234, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = 1;
  return Buffer.concat([header, Buffer.from([payload.length]), payload]);
}

/** An Ogg Opus stream: its head page, a page of sound, and the last page (end of stream) unless cut. */
export function ogg(options: { ended?: boolean } = {}): Buffer {
  const head = Buffer.concat([
    Buffer.from('OpusHead', 'latin1'),
    Buffer.from([1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0]),
  ]);
  return Buffer.concat([
    oggPage(0x02, 0, head),
    oggPage(0x00, 1, Buffer.alloc(100, 3)),
    oggPage(options.ended === false ? 0x00 : 0x04, 2, Buffer.alloc(100, 4)),
  ]);
}

/** The start of a WebM as a recorder writes it: EBML head (DocType webm) and a track of the codec. */
export function webm(codec = 'A_OPUS'): Buffer {
  const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1')]);
  const ebml = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  const codecId = Buffer.concat([Buffer.from([0x86, 0x80 | codec.length]), Buffer.from(codec, 'latin1')]);
  return Buffer.concat([
    ebml,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    codecId,
    Buffer.alloc(3000, 9),
  ]);
}

/** A one-page PDF; `ended: false` leaves off its `%%EOF`, as a download cut short would. */
export function pdf(options: { ended?: boolean; padTo?: number } = {}): Buffer {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n';
  const padding = Buffer.alloc(Math.max(0, (options.padTo ?? 0) - body.length - 6), 0x20);
  return Buffer.concat([Buffer.from(body), padding, Buffer.from(options.ended === false ? '' : '%%EOF\n')]);
}

export function uploadFile(
  app: FastifyInstance,
  who: SignedIn | null,
  lessonId: number | string,
  part: FilePart,
  options: { payload?: Buffer; query?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/lessonList/${lessonId}/files${options.query ?? ''}`,
    headers: { 'content-type': MULTIPART_TYPE, ...(who ? { cookie: who.cookie } : {}) },
    payload: options.payload ?? multipartOf(part),
  });
}

export function getFile(app: FastifyInstance, cookie: string | null, id: string, range?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/lesson-files/${id}`,
    headers: { ...(cookie ? { cookie } : {}), ...(range ? { range } : {}) },
  });
}

/** A refusal as `[status, code]`. */
export const errorOf = (response: { statusCode: number; json(): unknown }) => [
  response.statusCode,
  (response.json() as { error: { code: string } }).error.code,
];
