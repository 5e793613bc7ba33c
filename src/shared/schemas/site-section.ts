/**
 * The requests and answers every section of the studio's content shares (docs/decisions/024):
 * a save sends the version it was made from and the whole section under its name; a restore
 * names the earlier version; an answer is the published version and its content.
 */
import { z } from 'zod';
import { ID_MAX, idField, pageNumber, pageOf, wholeNumber } from './common.ts';

export const SITE_HISTORY_PAGE_SIZE = 20;

/** The object-level code: a field too many, or no object at all. */
export const objectError = (issue: { code?: string }) =>
  issue.code === 'unrecognized_keys' ? 'site.unknown_field' : 'site.invalid';

export const version = wholeNumber('site.version_required', 0, ID_MAX).meta({
  description: '고치기 시작할 때 받은 버전 번호 (지금 게시된 버전과 같아야 합니다)',
});

const publishedVersion = z
  .number()
  .int()
  .meta({ description: '게시된 버전 번호 (0: 아직 아무것도 게시되지 않음)' });

export const copyright = z.string().meta({ description: '바닥글 저작권 문구: © 올해(서울) 학원 이름' });

/** `{ version, <key>: content }`: every field of the section, every time. */
export function saveRequestOf<Key extends string, Input extends z.ZodType>(key: Key, input: Input) {
  return z.strictObject({ version, [key]: input } as { version: typeof version } & Record<Key, Input>, {
    error: objectError,
  });
}

export const restoreRequest = z.strictObject(
  {
    version,
    restore: idField('site.restore_invalid').meta({ description: '다시 게시할 예전 버전 번호' }),
  },
  { error: objectError },
);

/** `{ version, <key>: content }` as published. */
export function documentOf<Key extends string, Shape extends z.ZodType>(key: Key, shape: Shape) {
  return z.object({ version: publishedVersion, [key]: shape } as {
    version: typeof publishedVersion;
  } & Record<Key, Shape>);
}

export const historyQuery = z.object({ page: pageNumber() });

/** Newest first: who published each version, when, what it changed, and the whole of it. */
export function historyResponseOf<Key extends string, Shape extends z.ZodType>(key: Key, shape: Shape) {
  const item = z.object({
    version: z.number().int(),
    publishedAt: z.string().meta({ description: '게시 시각 (ISO-8601 UTC)' }),
    publishedBy: z
      .string()
      .nullable()
      .meta({ description: '게시한 사람 이름; null은 처음 시작할 때의 기본값' }),
    restoredFrom: z.number().int().nullable().meta({ description: '예전 버전을 되돌린 것이면 그 버전 번호' }),
    changed: z.array(z.string()).meta({ description: '바로 앞 버전과 달라진 항목 이름' }),
    [key]: shape,
  } as {
    version: z.ZodNumber;
    publishedAt: z.ZodString;
    publishedBy: z.ZodNullable<z.ZodString>;
    restoredFrom: z.ZodNullable<z.ZodNumber>;
    changed: z.ZodArray<z.ZodString>;
  } & Record<Key, Shape>);
  return pageOf(item);
}
