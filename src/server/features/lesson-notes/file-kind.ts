/**
 * What an uploaded file is, judged by its bytes (never its name or the browser's word), and
 * whether it arrived whole where its format says how long it is. A recording may be m4a/mp4,
 * mp3, ogg, wav or webm (what Chromium's recorder makes); a video in any of those boxes is
 * refused. Images go on to the uploads' re-encoding; PDFs must end with `%%EOF`.
 */
import fsp from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { LessonFileKind } from '#shared/schemas/lesson-files.ts';
import { AppError } from '../../app-error.ts';

export interface FileKind {
  kind: LessonFileKind;
  mime: string;
  ext: string;
}

/** How much of the head file-type and the codec checks read. */
export const HEAD_BYTES = 64 * 1024;
/** An mp4's `moov` box larger than this is no recording of a lesson. */
const MOOV_MAX_BYTES = 8 * 1024 * 1024;

const AUDIO: Record<string, Omit<FileKind, 'kind'>> = {
  'audio/mpeg': { mime: 'audio/mpeg', ext: 'mp3' },
  'audio/x-m4a': { mime: 'audio/mp4', ext: 'm4a' },
  'audio/mp4': { mime: 'audio/mp4', ext: 'm4a' },
  'video/mp4': { mime: 'audio/mp4', ext: 'm4a' },
  'audio/ogg': { mime: 'audio/ogg', ext: 'ogg' },
  'audio/ogg; codecs=opus': { mime: 'audio/ogg', ext: 'ogg' },
  'audio/opus': { mime: 'audio/ogg', ext: 'ogg' },
  'audio/wav': { mime: 'audio/wav', ext: 'wav' },
  'audio/vnd.wave': { mime: 'audio/wav', ext: 'wav' },
  'audio/x-wav': { mime: 'audio/wav', ext: 'wav' },
  'video/webm': { mime: 'audio/webm', ext: 'webm' },
  'audio/webm': { mime: 'audio/webm', ext: 'webm' },
};
// What the uploads' re-encoding takes.
const IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const VIDEO_CODECS = ['V_VP8', 'V_VP9', 'V_AV1', 'V_MPEG4', 'V_MPEGH', 'V_THEORA'];

/** The kind of a file from its first bytes; 415 when it is none we keep. */
export async function detectKind(head: Buffer): Promise<FileKind> {
  const type = await fileTypeFromBuffer(head);
  if (!type) throw new AppError('lessonFiles.unsupported', 415);
  if (type.mime === 'application/pdf') return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  if (IMAGES.has(type.mime)) return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  const audio = AUDIO[type.mime];
  if (audio) {
    if (audio.ext === 'webm' && VIDEO_CODECS.some((codec) => head.includes(codec))) {
      throw new AppError('lessonFiles.video', 415);
    }
    return { kind: 'audio', ...audio };
  }
  if (type.mime.startsWith('video/')) throw new AppError('lessonFiles.video', 415);
  throw new AppError('lessonFiles.unsupported', 415);
}

async function readAt(handle: fsp.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const incomplete = () => new AppError('lessonFiles.incomplete', 400);

/** An mp4's top-level boxes must add up to the file, with a `moov` that holds no video track. */
async function checkMp4(handle: fsp.FileHandle, size: number): Promise<void> {
  let at = 0;
  let moov: Buffer | null = null;
  while (at < size) {
    const header = await readAt(handle, at, 16);
    if (header.length < 8) throw incomplete();
    let length = header.readUInt32BE(0);
    let headerLength = 8;
    if (length === 1) {
      if (header.length < 16) throw incomplete();
      length = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (length === 0) length = size - at;
    if (length < headerLength || at + length > size) throw incomplete();
    if (header.toString('latin1', 4, 8) === 'moov') {
      if (length > MOOV_MAX_BYTES) throw new AppError('lessonFiles.unsupported', 415);
      moov = await readAt(handle, at, length);
    }
    at += length;
  }
  if (!moov) throw incomplete();
  // A handler box names each track's kind: `hdlr`, version and flags, pre-defined, then the type.
  for (let index = moov.indexOf('hdlr'); index !== -1; index = moov.indexOf('hdlr', index + 4)) {
    if (moov.toString('latin1', index + 12, index + 16) === 'vide')
      throw new AppError('lessonFiles.video', 415);
  }
}

/** A wav's RIFF header says how long it is. */
async function checkWav(handle: fsp.FileHandle, size: number): Promise<void> {
  const header = await readAt(handle, 0, 8);
  const declared = header.readUInt32LE(4);
  // 0 and 0xFFFFFFFF are what streaming writers leave when they do not know the length.
  if (declared !== 0 && declared !== 0xffffffff && declared + 8 > size) throw incomplete();
}

/** An Ogg stream's last page carries the end-of-stream flag. */
async function checkOgg(handle: fsp.FileHandle, size: number): Promise<void> {
  const tailLength = Math.min(size, HEAD_BYTES);
  const tail = await readAt(handle, size - tailLength, tailLength);
  const last = tail.lastIndexOf('OggS');
  if (last === -1 || ((tail[last + 5] ?? 0) & 0x04) === 0) throw incomplete();
}

/** A PDF ends with `%%EOF` (and perhaps a line end or a little padding after it). */
async function checkPdf(handle: fsp.FileHandle, size: number): Promise<void> {
  const tailLength = Math.min(size, 1024);
  const tail = await readAt(handle, size - tailLength, tailLength);
  if (!tail.includes('%%EOF')) throw incomplete();
}

/** Refuses a file cut short where its format can tell, and a video inside an mp4. */
export async function checkWhole(file: string, size: number, kind: FileKind): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    if (kind.ext === 'm4a') await checkMp4(handle, size);
    else if (kind.ext === 'wav') await checkWav(handle, size);
    else if (kind.ext === 'ogg') await checkOgg(handle, size);
    else if (kind.ext === 'pdf') await checkPdf(handle, size);
    // An mp3 and a webm are streams of frames: cut short, they still play up to the cut.
  } finally {
    await handle.close();
  }
}
