/**
 * News posts (spec §3 "Post", §7): the request and response of each operation. Field names
 * stay those of the spec: postId, id (the author), title, content, writeDay, imageUrl.
 */
import { z } from 'zod';
import { textProblem } from '../text.ts';
import { idParam, idParams, pageOf } from './common.ts';
import { lineField, plainText } from './text.ts';

export const NEWS_PAGE_SIZE = 10;
export const TITLE_MAX_LENGTH = 200;
/** Stored HTML, measured in UTF-8 bytes before sanitising. */
export const CONTENT_MAX_BYTES = 500 * 1024;

/** Our own uploads (content-hashed WebP) or any https address. */
export const IMAGE_URL_PATTERN = /^(\/uploads\/[a-f0-9]{16,64}\.webp|https:\/\/[^\s"'<>]+)$/;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export const postIdParams = z.object({ postId: idParam() });
/** `DELETE /api/delete/:id` names the post `id` (spec §7). */
export const deletePostParams = idParams;

export const newsListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const writePostRequest = z.object({
  /** The author as the old client sent it; optional, and refused when it is not the session's user. */
  id: plainText().optional(),
  title: lineField({
    required: 'news.title_required',
    tooLong: 'news.title_too_long',
    max: TITLE_MAX_LENGTH,
  }),
  content: z
    .string({ error: 'news.content_required' })
    .refine((html) => byteLength(html) <= CONTENT_MAX_BYTES, { error: 'news.content_too_large', abort: true })
    // Rich text may hold any script and line breaks, but never a control character (a NUL
    // cannot be stored in PostgreSQL at all).
    .refine((html) => textProblem(html, true) !== 'control', { error: 'text_control' }),
  imageUrl: z
    .string()
    .regex(IMAGE_URL_PATTERN, { error: 'news.image_url_invalid' })
    .max(2000, { error: 'news.image_url_invalid' })
    .nullish(),
});
export type WritePostRequest = z.infer<typeof writePostRequest>;
export const updatePostRequest = writePostRequest;

export const postResponse = z
  .object({
    postId: z.number().int(),
    id: z.string().describe('글쓴이 아이디'),
    title: z.string(),
    content: z.string().describe('서버에서 정제한 HTML'),
    writeDay: z.string().describe('처음 쓴 시각 (ISO-8601 UTC)'),
    imageUrl: z.string().nullable(),
  })
  .describe('게시글');
export type Post = z.infer<typeof postResponse>;

export const newsListItem = z.object({
  postId: z.number().int(),
  title: z.string(),
  writeDay: z.string().describe('처음 쓴 시각 (ISO-8601 UTC)'),
  thumbnailUrl: z.string().nullable().describe('본문의 첫 이미지; 없으면 null'),
});
export type NewsListItem = z.infer<typeof newsListItem>;

export const newsListResponse = pageOf(newsListItem);
export type NewsList = z.infer<typeof newsListResponse>;

export const writePostResponse = z.object({ postId: z.number().int() });
export const deletePostResponse = z.object({ postId: z.number().int() });

export const uploadImageResponse = z.object({
  url: z.string().describe('/uploads/<hash>.webp'),
  width: z.number().int().describe('저장된 이미지의 가로 픽셀'),
  height: z.number().int().describe('저장된 이미지의 세로 픽셀'),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponse>;
