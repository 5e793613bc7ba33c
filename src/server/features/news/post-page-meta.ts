/**
 * Link previews for `/post/:postId` (KakaoTalk, search engines): the title, the first lines of
 * the text and the first image go into the HTML itself, because those crawlers run no script.
 */
import type { FastifyInstance } from 'fastify';
import { findPost } from './news.queries.ts';
import { firstImage, summary } from './sanitize-post.ts';

const POST_PATH = /^\/post\/(\d{1,9})\/?$/;

export function registerPostPageMeta(app: FastifyInstance): void {
  app.registerPageMeta(async (pathname) => {
    const match = POST_PATH.exec(pathname);
    if (!match) return null;
    const post = await findPost(app.db, Number(match[1]));
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
