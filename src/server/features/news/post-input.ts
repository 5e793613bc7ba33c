/** What every write and update does to the submitted post before it is stored. */
import type { WritePostRequest } from '#shared/schemas/news.ts';
import { AppError } from '../../app-error.ts';
import { isBlank } from '../../rich-text/sanitize-rich-text.ts';
import type { PostValues } from './news.queries.ts';
import { firstImage, sanitizePost } from './sanitize-post.ts';

export function preparePost(body: WritePostRequest): PostValues {
  const content = sanitizePost(body.content);
  const thumbnailUrl = firstImage(content);
  const imageUrl = body.imageUrl ?? null;
  // A post of nothing but removed markup is an empty post.
  if (isBlank(content) && imageUrl === null) {
    throw new AppError('news.content_required', 400);
  }
  return { title: body.title, content, thumbnailUrl: thumbnailUrl ?? imageUrl, imageUrl };
}
