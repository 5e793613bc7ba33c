/**
 * Takes the multipart field `file` of an upload into the store's temporary place, streamed (a
 * 20 MB recording is never held in memory), and judges it: its kind by its bytes, its size
 * against that kind's limit, whether it arrived whole. A photo of the score is re-encoded by
 * the uploads' own door, as every image is. Whatever is refused leaves nothing behind.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { LESSON_FILE_MAX_BYTES, lessonFileKindLabel } from '#shared/schemas/lesson-files.ts';
import { AppError } from '../../app-error.ts';
import { processImage } from '../uploads/index.ts';
import { checkWhole, detectKind, HEAD_BYTES } from './file-kind.ts';
import type { ArrivedFile } from './lesson-files.queries.ts';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** A display name: the last path segment, without control or direction characters, at most 100. */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 100);
  return clean === '' ? fallback : clean;
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function writeToTemporary(request: FastifyRequest, temporary: () => Promise<string>) {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('lessonFiles.missing', 400);
    throw new AppError('lessonFiles.malformed', 400);
  }
  if (!part) throw new AppError('lessonFiles.missing', 400);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new AppError('lessonFiles.missing', 400);
  }
  const path = await temporary();
  try {
    await pipeline(part.file, fs.createWriteStream(path, { flags: 'wx' }));
    if (part.file.truncated) throw new AppError('lessonFiles.too_large', 413);
  } catch (error) {
    await fsp.rm(path, { force: true });
    if (error instanceof AppError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('lessonFiles.too_large', 413);
    // The server's own trouble (a full disk, a folder it cannot write) is no fault of the form.
    if (typeof (error as NodeJS.ErrnoException).syscall === 'string') throw error;
    // A body cut short, a part without its end, a boundary that never closes.
    throw new AppError('lessonFiles.malformed', 400);
  }
  return { path, filename: part.filename };
}

export async function receiveFile(
  request: FastifyRequest,
  temporary: () => Promise<string>,
): Promise<ArrivedFile> {
  const { path, filename } = await writeToTemporary(request, temporary);
  try {
    const { size } = await fsp.stat(path);
    if (size === 0) throw new AppError('lessonFiles.missing', 400);
    const kind = await detectKind(await readHead(path));
    if (size > LESSON_FILE_MAX_BYTES[kind.kind]) throw new AppError('lessonFiles.too_large', 413);
    const fallback = `${lessonFileKindLabel[kind.kind]}.${kind.ext}`;
    if (kind.kind !== 'image') {
      await checkWhole(path, size, kind);
      return { path, size, ...kind, name: displayName(filename, fallback) };
    }
    const image = await processImage(await fsp.readFile(path));
    const encoded = await temporary();
    await fsp.writeFile(encoded, image.data, { flag: 'wx' });
    await fsp.rm(path, { force: true });
    const name = displayName(filename, fallback).replace(/\.[A-Za-z0-9]{1,5}$/, '');
    return { path: encoded, size: image.data.length, ...kind, name: `${name}.webp` };
  } catch (error) {
    await fsp.rm(path, { force: true });
    throw error;
  }
}
