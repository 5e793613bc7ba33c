/**
 * Serves the built single-page app: hashed assets with long caching, and index.html for every
 * other page path, carrying that page's title and Open Graph tags in the HTML itself so that
 * link previews (KakaoTalk, search engines) see them without running script. Features add
 * meta for their own paths with `app.registerPageMeta`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isIslandPage, isKnownPage, isSignedInRendered } from '#shared/page-routes.ts';
import type { StudioSettings } from '#shared/schemas/site.ts';
import type { BoardSettings } from '#shared/schemas/site-board.ts';
import type { Config } from '../config.ts';
import { createPageFonts, createSubsetStore, type PageFonts } from '../features/fonts/index.ts';
import { getBoardSettings, getStudioSettings } from '../features/site/index.ts';
import { sendError } from './errors.ts';
import { loadPageRenderer } from './page-render.ts';
import { payPagePolicy } from './pay-page-policy.ts';

export interface PageMeta {
  title: string;
  description?: string;
  /** An absolute URL or a path on this site. */
  image?: string;
  type?: 'website' | 'article';
  /** The page's own address says what is missing (a removed post): answer 404. */
  missing?: boolean;
}

export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

declare module 'fastify' {
  interface FastifyInstance {
    registerPageMeta(resolver: PageMetaResolver): void;
    /** What public pages show has changed (a booking, a post, a product): render them anew. */
    invalidatePages(): void;
    /** The web font's subsets per page (features/fonts). */
    pageFonts: PageFonts;
    /** A page's `@font-face` rules, or undefined when it is not rendered here. */
    pageFontCss(pathname: string): Promise<string | undefined>;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The studio as search engines and messengers read it (schema.org MusicSchool), on the home
 * page. JSON in a script element that is never run, so the page's script policy allows it.
 */
function studioJsonLd(
  studio: StudioSettings,
  board: Pick<BoardSettings, 'openHour' | 'lastHour'>,
  origin: string | undefined,
): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'MusicSchool',
    name: studio.name,
    alternateName: studio.shortName,
    ...(origin ? { url: `${origin}/` } : {}),
    telephone: studio.phone,
    ...(studio.email ? { email: studio.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${studio.address} ${studio.floor}`.trim(),
      addressCountry: 'KR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: studio.coordinates.lat, longitude: studio.coordinates.lng },
    // The board's bookable hours: the studio's own hours are free text, these are exact.
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: clock(board.openHour),
      // schema.org reads 23:59 as "until midnight".
      closes: board.lastHour === 23 ? '23:59' : clock(board.lastHour + 1),
    },
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * Absolute addresses come only from PUBLIC_URL: the Host header is the client's to choose, and
 * a preview cached from a crafted one would point elsewhere. Without it, og:url and relative
 * images are left out.
 */
function renderMeta(
  meta: PageMeta,
  pathname: string,
  origin: string | undefined,
  studio: StudioSettings,
  /** The home page's JSON-LD (studioJsonLd), put last in the head. */
  structuredData?: string,
): string {
  const title = meta.title === studio.name ? meta.title : `${meta.title} | ${studio.name}`;
  const description = meta.description ?? `${studio.name} — 색소폰, 보컬 레슨과 연습실. ${studio.address}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:site_name" content="${escapeHtml(studio.name)}">`,
    '<meta property="og:locale" content="ko_KR">',
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
  ];
  if (origin) {
    const url = escapeHtml(`${origin}${pathname}`);
    tags.push(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`);
  }
  const image = meta.image?.startsWith('http')
    ? meta.image
    : meta.image && origin && `${origin}${meta.image}`;
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
  if (structuredData) tags.push(structuredData);
  return tags.join('\n    ');
}

async function spa(
  app: FastifyInstance,
  options: { config: Config; webDir: string | undefined },
): Promise<void> {
  const resolvers: PageMetaResolver[] = [];
  const sitePolicy = app.securityHeaders?.['content-security-policy'];
  const payPolicy = sitePolicy ? payPagePolicy(sitePolicy, options.config.toss.scriptUrl) : undefined;
  app.decorate('registerPageMeta', (resolver: PageMetaResolver) => void resolvers.push(resolver));

  const indexFile = options.webDir && path.join(options.webDir, 'index.html');
  const shell = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;

  if (shell && options.webDir) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      wildcard: false,
      // The build writes .br and .gz copies (scripts/compress-assets.mjs); the one the request
      // accepts is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A file whose name changes with its content is never asked again: nothing to
        // revalidate or resume, and a back-office page fetches twenty of them (decision 057).
        if (hashed) for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      },
    });
  }

  const fonts = createPageFonts(
    createSubsetStore({
      dir: path.join(options.config.dataDir, 'fonts'),
      onError: (error) => app.log.error({ err: error }, 'font subset failed'),
    }),
  );
  const renderer = shell && options.webDir ? await loadPageRenderer(app, options.webDir, fonts) : undefined;
  const template = shell && renderer ? renderer.template(shell) : shell;
  const islandsTemplate = shell && renderer ? renderer.islandsTemplate(shell) : undefined;
  app.decorate('invalidatePages', () => renderer?.invalidate());
  app.decorate('pageFonts', fonts);
  app.decorate('pageFontCss', async (pathname: string) => (await renderer?.render(pathname))?.fonts);
  // Any change made through the API may be on a public page: rendered pages are made anew.
  // (Changes made through another instance arrive as booking events, or wait out the cache's minute.)
  if (renderer) {
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
        renderer.invalidate();
    });
  }

  /** A feature's meta for the path, else the title the rendered page gave itself. */
  async function metaFor(pathname: string, studio: StudioSettings, rendered: string | undefined) {
    for (const resolver of resolvers) {
      const meta = await resolver(pathname);
      if (meta) return meta;
    }
    return { title: rendered ?? studio.name };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!template || !isPage || /^\/(uploads|assets|fonts)\//.test(pathname)) {
      return sendError(reply, 404, 'not_found');
    }
    // The owner's published details, read each time: a change shows in the next page's head.
    const { studio } = await getStudioSettings(app.db);
    const holdsSession = Boolean(app.sessionCookie.read(request) || app.familyCookie.read(request));
    // Drawn for the person signed in (decision 058): their own page, kept by no one.
    const signedIn = isSignedInRendered(pathname) && holdsSession && request.headers.cookie !== undefined;
    const page = signedIn
      ? await renderer?.renderSignedIn(request.url, request.headers.cookie!)
      : await renderer?.render(request.url);
    const meta: PageMeta = await metaFor(pathname, studio, page?.title);
    // Only the home page describes the studio to search engines, and only it needs the board.
    const structuredData =
      pathname === '/'
        ? studioJsonLd(studio, (await getBoardSettings(app.db)).board, options.config.publicUrl)
        : undefined;
    const head = renderMeta(meta, pathname, options.config.publicUrl, studio, structuredData);
    // A visitor's public page is islands (decision 070): only its moving parts hydrate. Anyone
    // signed in gets the whole app, whose menus and pages follow their session.
    const islands =
      islandsTemplate !== undefined &&
      page?.islandsHead !== undefined &&
      !holdsSession &&
      isIslandPage(pathname);
    // Functions, not strings: `$&`, `$'` and `` $` `` in a title, a URL or a post stay text.
    let html = (islands ? islandsTemplate : template).replace(/<title>.*<\/title>/s, () => head);
    if (page) {
      html = html
        // Last in the head: the page's own rules come after the site's, as when the browser
        // loads the page's chunk itself, so they win the same ties.
        .replace('</head>', () => `  ${islands ? page.islandsHead : page.head}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>`)
        // The page reads without script; the notice is for pages the browser must draw itself.
        .replace(/<noscript>.*?<\/noscript>/s, '');
    }
    // The same page either way (it shows the Korean 404), but crawlers hear the status.
    const status = isKnownPage(pathname) && !meta.missing ? 200 : 404;
    // A pay link is a credential (decision 084): its page is never indexed, even if linked.
    if (isPayLinkPage(pathname)) {
      reply.header('X-Robots-Tag', 'noindex, nofollow');
      // Only a pay page may load the payment window's script (decision 085).
      if (payPolicy) reply.header('content-security-policy', payPolicy);
    }
    // Which page a request gets depends on its cookies where a session changes it: drawn for
    // the person (decision 058), or the app instead of the islands (decision 070). A cache on
    // the way must keep those apart; the server's own cache holds only the visitor's render.
    if (isSignedInRendered(pathname) || isIslandPage(pathname)) reply.header('Vary', 'Cookie');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', signedIn ? 'private, no-cache' : 'no-cache')
      .send(html);
  });
}

function isPayLinkPage(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/pay/');
}

export const spaPlugin = fp(spa, { name: 'spa' });
