/**
 * The import's multipart form: the file (`file`) and, optionally, which column holds what
 * (`mapping`, JSON). Parts in either order; the file is held to MAX_IMPORT_BYTES while it
 * arrives. A form the parser cannot read is the teacher's 400, never a 500.
 */
import type { FastifyRequest } from 'fastify';
import { importMapping } from '#shared/schemas/student-import.ts';
import type { ImportMapping } from '#shared/student-import-rules.ts';
import { AppError } from '../../app-error.ts';

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

function parseMapping(text: string): ImportMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('student_import.mapping_invalid', 400);
  }
  const parsed = importMapping.safeParse(value);
  if (!parsed.success) throw new AppError('student_import.mapping_invalid', 400);
  return parsed.data;
}

export async function readImportUpload(request: FastifyRequest) {
  let data: Buffer | null = null;
  let mappingText: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && data === null) data = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'mapping' && typeof part.value === 'string') {
        mappingText = part.value;
      }
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('student_import.too_large', 413);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('student_import.file_missing', 400);
    // No boundary, a truncated part, too many parts: not a form we can read.
    throw new AppError('student_import.malformed', 400);
  }
  if (data === null) throw new AppError('student_import.file_missing', 400);
  return {
    data,
    // The mapping the teacher chose, or null to guess it from the header row.
    mapping: mappingText === null || mappingText.trim() === '' ? null : parseMapping(mappingText),
  };
}
