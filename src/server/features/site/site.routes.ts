/**
 * The studio's own details (DESIGN §4 "Studio content"): anyone reads the published version;
 * the owner saves a new one, reads the history and restores an earlier one. On first start the
 * defaults of src/content/studio.ts are published as version 1.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  restoreStudioRequest,
  STUDIO_HISTORY_PAGE_SIZE,
  type StudioDocument,
  saveStudioRequest,
  studioHistoryQuery,
  studioHistoryResponse,
  studioResponse,
} from '#shared/schemas/site.ts';
import { studioCopyright } from '#shared/studio-rules.ts';
import { seoulYearMonth } from '#shared/time.ts';
import { etagOf, isNotModified } from '../../http-cache.ts';
import { staffActor } from '../audit/request-actor.ts';
import {
  getStudioSettings,
  listStudioHistory,
  type PublishedStudio,
  seedStudioSettings,
} from './studio.queries.ts';
import { publishStudio } from './studio-publish.ts';

/**
 * A minute in any cache: visitors' browsers ask again soon after, and mostly hear 304. Pages
 * rendered on the server read the database, so they show a change at once.
 */
const PUBLIC_CACHE = 'public, max-age=60';

const ownerErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => seedStudioSettings(app.db, app.clock.now()));

  const documentOf = ({ version, studio }: PublishedStudio): StudioDocument => ({
    version,
    studio,
    copyright: studioCopyright(studio.name, seoulYearMonth(app.clock.now()).year),
  });

  app.get(
    '/api/site/studio',
    {
      schema: {
        tags: ['site'],
        summary: '학원 정보 (이름, 주소, 전화, 지도 위치 …)와 게시 버전',
        response: {
          200: studioResponse,
          304: z.null().describe('If-None-Match에 보낸 ETag 그대로: 바뀐 것 없음 (본문 없음)'),
        },
      },
    },
    async (request, reply) => {
      const document = documentOf(await getStudioSettings(app.db));
      const etag = etagOf(`studio-${document.version}`, document);
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHE);
      if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return document;
    },
  );

  app.put(
    '/api/site/studio',
    {
      preHandler: app.requireRole('owner'),
      schema: {
        tags: ['site'],
        summary: '학원 정보 저장 (원장): 새 버전으로 게시, version이 지금 버전과 다르면 409',
        body: saveStudioRequest,
        response: { 200: studioResponse, ...ownerErrors, 409: errorResponse },
      },
    },
    async (request) => {
      const { version, studio } = request.body;
      const now = app.clock.now();
      return documentOf(
        await publishStudio(app.db, { expectedVersion: version, studio, actor: staffActor(request), now }),
      );
    },
  );

  app.get(
    '/api/site/studio/history',
    {
      preHandler: app.requireRole('owner'),
      schema: {
        tags: ['site'],
        summary: '학원 정보 변경 기록 (원장, 최신 버전부터, 한 쪽에 20개)',
        querystring: studioHistoryQuery,
        response: { 200: studioHistoryResponse, ...ownerErrors },
      },
    },
    async (request) => listStudioHistory(app.db, request.query.page, STUDIO_HISTORY_PAGE_SIZE),
  );

  app.post(
    '/api/site/studio/restore',
    {
      preHandler: app.requireRole('owner'),
      schema: {
        tags: ['site'],
        summary: '예전 버전 되돌리기 (원장): 그 버전의 내용을 새 버전으로 게시',
        body: restoreStudioRequest,
        response: { 200: studioResponse, ...ownerErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const { version, restore } = request.body;
      const now = app.clock.now();
      return documentOf(
        await publishStudio(app.db, { expectedVersion: version, restore, actor: staffActor(request), now }),
      );
    },
  );
};
