/**
 * The studio's own content (DESIGN §4 "Studio content", docs/decisions/024): anyone reads what
 * is published, the whole site at once (`GET /api/site`) or one section; the owner publishes a
 * section, reads its history and restores an earlier version. On first start the defaults of
 * src/content/ are published as version 1 of every section.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '#shared/schemas/common.ts';
import { type SiteDocument, saveSiteRequest, siteResponse } from '#shared/schemas/site-content.ts';
import {
  documentOf,
  historyQuery,
  historyResponseOf,
  restoreRequest,
  SITE_HISTORY_PAGE_SIZE,
  saveRequestOf,
} from '#shared/schemas/site-section.ts';
import { studioCopyright } from '#shared/studio-rules.ts';
import { seoulYearMonth } from '#shared/time.ts';
import { etagOf, isNotModified } from '../../http-cache.ts';
import { changeErrors, inputErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import {
  getAllPublished,
  getPublished,
  listHistory,
  type Published,
  seedSection,
} from './section.queries.ts';
import type { SiteSection } from './section.ts';
import { publishSection, publishSections } from './section-publish.ts';
import { siteSections, studioSection } from './sections.ts';

/**
 * A minute in any cache: visitors' browsers ask again soon after, and mostly hear 304. Pages
 * rendered on the server read the database, so they show a change at once.
 */
const PUBLIC_CACHE = 'public, max-age=60';

const notModified = z.null().describe('If-None-Match에 보낸 ETag 그대로: 바뀐 것 없음 (본문 없음)');

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'site');
  const ownerRoutes = routesOf(app, 'site', app.requireRole('owner'));
  app.addHook('onReady', async () => {
    const now = app.clock.now();
    for (const section of siteSections) await seedSection(app.db, section, now);
  });

  /** Made from the name and this year in Seoul, so it never shows an old name or year. */
  const copyrightOf = (studioName: string) =>
    studioCopyright(studioName, seoulYearMonth(app.clock.now()).year);

  const siteDocument = async (): Promise<SiteDocument> => {
    const published = await getAllPublished(app.db, siteSections);
    const document: Record<string, unknown> = { versions: {} };
    for (const [key, { version, content }] of published) {
      (document.versions as Record<string, number>)[key] = version;
      document[key] = content;
    }
    document.copyright = copyrightOf((document as SiteDocument).studio.name);
    return document as SiteDocument;
  };

  openRoutes.get('/api/site', {
    summary: '게시된 학원 콘텐츠 전체 (학원 정보와 각 페이지 내용, 항목별 버전)',
    response: { 200: siteResponse, 304: notModified },
    handler: async (request, reply) => {
      const document = await siteDocument();
      const etag = etagOf('site', document);
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHE);
      if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return document;
    },
  });

  ownerRoutes.put('/api/site', {
    summary:
      '여러 항목을 한 번에 게시 (원장): 보낸 항목마다 versions의 버전과 지금 버전이 같아야 하며, 하나라도 다르면 409로 아무것도 게시되지 않음',
    body: saveSiteRequest,
    response: { 200: siteResponse, ...inputErrors, 409: errorResponse },
    handler: async (request) => {
      const body = request.body as Record<string, unknown> & { versions: Record<string, number> };
      const changes = [];
      for (const section of siteSections as readonly SiteSection[]) {
        const sent = body[section.key] as Record<string, unknown> | undefined;
        if (sent === undefined) continue;
        const content = section.verify ? await section.verify(sent, app) : sent;
        changes.push({ section, content, expectedVersion: body.versions[section.key]! });
      }
      await publishSections(app.db, changes, { actor: requestActor(request), now: app.clock.now() });
      return siteDocument();
    },
  });

  for (const section of siteSections) {
    // The studio's answer carries the footer's copyright line beside it (decision 024).
    const extra =
      section === studioSection
        ? (content: Record<string, unknown>) => ({ copyright: copyrightOf(String(content.name)) })
        : () => ({});
    registerSection(app, section, extra);
  }
};

/** GET, PUT, history and restore of one section, each documented with its own shapes. */
function registerSection(
  app: FastifyInstance,
  section: SiteSection,
  extraOf: (content: Record<string, unknown>) => Record<string, unknown>,
) {
  const openRoutes = routesOf(app, 'site');
  const ownerRoutes = routesOf(app, 'site', app.requireRole('owner'));
  const { key, label } = section;
  const base = `/api/site/${key}`;
  const document = documentOf(key, section.shape).catchall(z.string());
  const answer = ({ version, content }: Published<Record<string, unknown>>) => ({
    version,
    [key]: content,
    ...extraOf(content),
  });
  openRoutes.get(base, {
    summary: `${label}: 게시된 내용과 버전`,
    response: { 200: document, 304: notModified },
    handler: async (request, reply) => {
      const sent = answer(await getPublished(app.db, section));
      const etag = etagOf(`${key}-${sent.version}`, sent);
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHE);
      if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return sent;
    },
  });

  ownerRoutes.put(base, {
    summary: `${label} 저장 (원장): 새 버전으로 게시, version이 지금 버전과 다르면 409`,
    body: saveRequestOf(key, section.input),
    response: { 200: document, ...inputErrors, 409: errorResponse },
    handler: async (request) => {
      const body = request.body as { version: number } & Record<string, Record<string, unknown>>;
      const sent = body[key] as Record<string, unknown>;
      const content = section.verify ? await section.verify(sent, app) : sent;
      const published = await publishSection(app.db, section, {
        expectedVersion: body.version,
        content,
        actor: requestActor(request),
        now: app.clock.now(),
      });
      return answer(published);
    },
  });

  ownerRoutes.get(`${base}/history`, {
    summary: `${label} 변경 기록 (원장, 최신 버전부터, 한 쪽에 ${SITE_HISTORY_PAGE_SIZE}개)`,
    querystring: historyQuery,
    response: { 200: historyResponseOf(key, section.shape), ...inputErrors },
    handler: async (request) => {
      const { page: number } = request.query as { page: number };
      const page = await listHistory(app.db, section, number, SITE_HISTORY_PAGE_SIZE);
      return { ...page, items: page.items.map(({ content, ...item }) => ({ ...item, [key]: content })) };
    },
  });

  ownerRoutes.post(`${base}/restore`, {
    summary: `${label}: 예전 버전 되돌리기 (원장): 그 버전의 내용을 새 버전으로 게시`,
    body: restoreRequest,
    response: { 200: document, ...changeErrors },
    handler: async (request) => {
      const { version, restore } = request.body as { version: number; restore: number };
      const published = await publishSection(app.db, section, {
        expectedVersion: version,
        restore,
        actor: requestActor(request),
        now: app.clock.now(),
      });
      return answer(published);
    },
  });
}
