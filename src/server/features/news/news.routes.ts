/**
 * News (spec §7): anyone reads; teachers write; only the author or the owner edits and deletes.
 * Every stored body has passed the sanitiser (sanitize-post.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  deletePostParams,
  deletePostResponse,
  NEWS_PAGE_SIZE,
  newsListQuery,
  newsListResponse,
  postIdParams,
  postResponse,
  updatePostRequest,
  writePostRequest,
  writePostResponse,
} from '#shared/schemas/news.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as posts from './news.queries.ts';
import { preparePost } from './post-input.ts';
import { registerPostPageMeta } from './post-page-meta.ts';

async function requireAuthorOrOwner(db: Db, user: SessionUser, postId: number): Promise<void> {
  const author = await posts.findAuthor(db, postId);
  if (author === null) throw new AppError('news.not_found', 404);
  if (author !== user.id && user.role !== 'owner') throw new AppError('news.not_author', 403);
}

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'news');
  const staffRoutes = routesOf(app, 'news', app.requireRole('teacher'));
  registerPostPageMeta(app);

  openRoutes.get('/api/newsList', {
    summary: '학원 소식 목록 (최신순, 한 쪽에 10개)',
    querystring: newsListQuery,
    response: { 200: newsListResponse, 400: errorResponse },
    handler: async (request) => posts.listPosts(app.db, request.query.page, NEWS_PAGE_SIZE),
  });

  openRoutes.get('/api/posts/:postId', {
    summary: '게시글 하나',
    params: postIdParams,
    response: { 200: postResponse, 400: errorResponse, 404: errorResponse },
    handler: async (request) => {
      const post = await posts.findPost(app.db, request.params.postId);
      if (!post) throw new AppError('news.not_found', 404);
      return post;
    },
  });

  staffRoutes.post('/api/write', {
    summary: '게시글 쓰기 (선생님)',
    body: writePostRequest,
    response: { 200: writePostResponse, ...recordErrors },
    handler: async (request) => {
      const user = requireUser(request);
      if (request.body.id !== undefined && request.body.id !== user.id) {
        throw new AppError('news.author_mismatch', 403);
      }
      const postId = await posts.insertPost(app.db, user.id, preparePost(request.body), app.clock.now());
      return { postId };
    },
  });

  staffRoutes.put('/api/update/:postId', {
    summary: '게시글 고치기 (글쓴이 또는 원장)',
    params: postIdParams,
    body: updatePostRequest,
    response: { 200: writePostResponse, ...recordErrors },
    handler: async (request) => {
      const { postId } = request.params;
      await requireAuthorOrOwner(app.db, requireUser(request), postId);
      await posts.updatePost(app.db, postId, preparePost(request.body), app.clock.now());
      return { postId };
    },
  });

  staffRoutes.delete('/api/delete/:id', {
    summary: '게시글 지우기 (글쓴이 또는 원장)',
    params: deletePostParams,
    response: { 200: deletePostResponse, ...recordErrors },
    handler: async (request) => {
      const postId = request.params.id;
      await requireAuthorOrOwner(app.db, requireUser(request), postId);
      await posts.deletePost(app.db, postId);
      return { postId };
    },
  });
};
