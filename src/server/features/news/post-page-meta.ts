/**
 * Link previews for `/post/:postId` (KakaoTalk, search engines): the title, the first lines of
 * the text and the first image go into the HTML itself, because those crawlers run no script.
 */
import type { FastifyInstance } from 'fastify';
import { idParam } from '#shared/schemas/common.ts';
import { findPost } from './news.queries.ts';
import { firstImage, summary } from './sanitize-post.ts';

const POST_PATH = /^\/post\/(\d+)\/?$/;
const postId = idParam();

export function registerPostPageMeta(app: FastifyInstance): void {
  app.registerPageMeta(async (pathname) => {
    const match = POST_PATH.exec(pathname);
    if (!match) return null;
    // An id out of range names no post, as the API's own check says.
    const id = postId.safeParse(match[1]);
    const post = id.success ? await findPost(app.db, id.data) : null;
    if (!post) return { title: '글을 찾을 수 없습니다', missing: true };
    const image = firstImage(post.content) ?? post.imageUrl ?? undefined;
    return {
      title: post.title,
      description: summary(post.content, 100) || post.title,
      ...(image ? { image } : {}),
      type: 'article',
    };
  });
}
