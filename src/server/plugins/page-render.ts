/**
 * Pages rendered on the server (docs/decisions/021-server-rendered-pages.md): the web build's
 * renderer (dist/ssr/entry-server.js) turns a path into the HTML a visitor sees, its queries
 * answered by this server's own API in-process; the browser build's manifest names the page's
 * stylesheets, sent inside it so nothing waits for another request to paint, and its scripts.
 * Its head also declares the page's web font, Pretendard cut to the characters the page shows
 * (features/fonts, docs/decisions/043-font-subsets-per-page.md).
 *
 * Rendered pages are cached. Any change to what public pages show (a booking, a post, a
 * product) empties the cache; an entry also expires after a minute, which bounds how long a
 * change made through another instance (news, products) or the turn of an hour can go unseen.
 *
 * A few back-office pages and the family portal are drawn for the person signed in when the
 * request carries their session (`renderSignedIn`, decision 058): the page with their data, so
 * it paints complete instead of a loading state the browser replaces. That HTML is theirs
 * alone and never kept; its stylesheets, scripts and fonts are the visitor's render's, so a
 * student's name never makes a font subset of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SERVER_STATE_ID } from '#shared/server-state.ts';
import type { PageFonts } from '../features/fonts/index.ts';
import { koreanOfScript } from '../features/fonts/index.ts';

interface RenderedPage {
  html: string;
  state: unknown;
  sources: string[];
  title: string | undefined;
  /** Every query the page asked for was answered: its HTML is the whole page. */
  complete: boolean;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

interface Renderer {
  render(url: string, transport: Transport, options?: { signedIn?: boolean }): Promise<RenderedPage>;
}

interface ManifestChunk {
  file: string;
  /** A named chunk's group name in vite.config.ts (`runtime`, `book-board`). */
  name?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface PageParts {
  /** Stylesheet and script preload links of the page's own chunks. */
  head: string;
  /** The rendered page and the data it was rendered from, for `<div id="root">`. */
  root: string;
  /** The page's own title, as its component gives it, for `<title>` (none for the home page). */
  title: string | undefined;
  /** The page's web font: `@font-face` rules of its subsets (features/fonts/page-fonts.ts). */
  fonts: string;
  /**
   * For a visitor's page of islands (decision 070): the head without the app's scripts, or
   * undefined when the page must be the whole app (its render could not fetch all it shows,
   * and only the app asks again).
   */
  islandsHead: string | undefined;
}

export interface PageRenderer {
  /** index.html as pages are sent: its stylesheet inline. */
  template(html: string): string;
  /** The same for a visitor's page of islands: the islands' entry instead of the app's scripts. */
  islandsTemplate(html: string): string | undefined;
  render(url: string): Promise<PageParts | undefined>;
  /**
   * The page as the person whose cookies these are sees it, or the visitor's page when they
   * hold no valid session. Never cached.
   */
  renderSignedIn(url: string, cookie: string): Promise<PageParts | undefined>;
  /** What public pages show has changed: render them anew. */
  invalidate(): void;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 300;

/** JSON inside a `<script type="application/json">`: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `compute` for a set of sources (pages' chunks, islands), worked out once per set. */
function perSet<T>(compute: (keys: string[]) => T): (keys: string[]) => T {
  const kept = new Map<string, T>();
  return (keys) => {
    const key = keys.join('\n');
    if (!kept.has(key)) kept.set(key, compute(keys));
    return kept.get(key)!;
  };
}

const preloadLink = (file: string) => `<link rel="modulepreload" fetchpriority="low" href="${file}">`;

/** A chunk's stylesheets and scripts, with those of the chunks it imports. */
export function assetsOf(manifest: Manifest, sources: string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { css: [...css], js: [...js] };
}

/**
 * A page's stylesheets go into its HTML: small (a few KB compressed), they paint with the first
 * bytes instead of after another round trip. Scripts are preloaded at low priority.
 */
function headFor(
  manifest: Manifest,
  styles: Styles,
  sources: string[],
): { styles: string[]; scripts: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inIndex = entryKey ? assetsOf(manifest, [entryKey]) : { css: [], js: [] };
  const { css, js } = assetsOf(manifest, sources);
  return {
    styles: css.filter((file) => !inIndex.css.includes(file)).map((file) => styles.tag(file)),
    scripts: js.filter((file) => !inIndex.js.includes(file)).map(preloadLink),
  };
}

/** The app's scripts in index.html, which a page of islands goes without. */
const APP_SCRIPTS = /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

interface Styles {
  /** `<style>` with the file's rules, or a link to it when it cannot be read. */
  tag(file: string): string;
  /** index.html with its stylesheet links replaced by their rules. */
  inline(html: string): string;
}

function readStyles(webDir: string, manifest: Manifest): Styles {
  const rules = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) {
      const text = fs.readFileSync(path.join(webDir, file), 'utf8');
      // A stylesheet cannot end the element early (no CSS of ours says this; this makes sure).
      rules.set(`/${file}`, text.replace(/<\/style/gi, '<\\/style'));
    }
  }
  const tag = (file: string) => {
    const text = rules.get(file);
    return text === undefined ? `<link rel="stylesheet" href="${file}">` : `<style>${text}</style>`;
  };
  return {
    tag,
    inline: (html) =>
      html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (link, file: string) =>
        rules.has(file) ? tag(file) : link,
      ),
  };
}

/**
 * The app's own API, asked in-process, as the browser would ask it over the network: as a
 * visitor, or with a signed-in person's cookies.
 */
function injectTransport(app: FastifyInstance, cookie?: string): Transport {
  return async (url, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    const body = response.statusCode === 204 || response.statusCode === 304 ? null : response.body;
    return new Response(body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

/** Whether a signed-in render found the staff member's or the family's session valid. */
function holdsSession(state: unknown): boolean {
  const queries = (state as { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] }).queries ?? [];
  return queries.some(
    ({ queryKey, state: { data } }) =>
      data != null &&
      ((queryKey[0] === 'session' && queryKey.length === 1) ||
        (queryKey[0] === 'family' && queryKey[1] === 'me')),
  );
}

export async function loadPageRenderer(
  app: FastifyInstance,
  webDir: string,
  fonts?: PageFonts,
): Promise<PageRenderer | undefined> {
  const entry = path.join(webDir, '..', 'ssr', 'entry-server.js');
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // The islands' own build (vite.config.ts): its entry is all a visitor's public page loads first.
  const islandsManifestFile = path.join(webDir, '.vite', 'islands-manifest.json');
  const islandsManifest = fs.existsSync(islandsManifestFile)
    ? (JSON.parse(fs.readFileSync(islandsManifestFile, 'utf8')) as Manifest)
    : {};
  const islandsEntryChunk = Object.values(islandsManifest).find((chunk) => chunk.isEntry);
  const islandsEntry = islandsEntryChunk?.file;
  // A page with an island hydrated at once (/book, the map) has the entry fetch React and the
  // islands' shared modules at once too: the page asks for them itself, beside the entry. A
  // chunk the build names after an island (the board's, `book-board`) is asked for only where
  // that island is hydrated at once: the map's and the order form's pages fetched the board.
  const namedChunks = (islandsEntryChunk?.dynamicImports ?? []).filter((key) => key.startsWith('_'));
  const islandsRuntime = perSet((dueAtOnce) => {
    const wanted = namedChunks.filter((chunk) => {
      const name = islandsManifest[chunk]?.name;
      return name === 'runtime' || (name !== undefined && dueAtOnce.includes(name));
    });
    return assetsOf(islandsManifest, wanted).js.map(preloadLink);
  });
  const islandsRuntimeFor = (html: string): string[] => {
    const dueAtOnce = [...html.matchAll(/data-island="([^"]+)" data-when="load"/g)].map((match) => match[1]!);
    return dueAtOnce.length === 0 ? [] : islandsRuntime(dueAtOnce.sort());
  };
  const styles = readStyles(webDir, manifest);
  const transport = injectTransport(app);

  const cache = new Map<string, Cached>();
  let generation = 0;

  // The Korean a page's scripts may draw: its own chunks', then those it loads later (a dialog,
  // the staff's part of a page), then the entry's (the menus of the signed-in, messages), each
  // beyond those before; read once per set of pages.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryFiles = new Set(entryKey ? assetsOf(manifest, [entryKey]).js : []);
  const koreanOf = (files: string[]) =>
    files
      .filter((file) => fs.existsSync(path.join(webDir, file)))
      .map((file) => koreanOfScript(fs.readFileSync(path.join(webDir, file), 'utf8')))
      .join('');
  const entryText = koreanOf([...entryFiles]);
  /** What the pages load later: a dialog, the staff's part of a page. */
  const laterAssets = (sources: string[]) =>
    assetsOf(
      manifest,
      sources.flatMap((source) => manifest[source]?.dynamicImports ?? []),
    );
  const scriptTextsOf = perSet((sources) => {
    const own = assetsOf(manifest, sources).js.filter((file) => !entryFiles.has(file));
    const later = laterAssets(sources).js.filter((file) => !entryFiles.has(file) && !own.includes(file));
    return [koreanOf(own), koreanOf(later), entryText];
  });

  interface Cached {
    parts: PageParts;
    at: number;
    /** The page's font subsets were all ready; else they are looked for again on each visit. */
    complete: boolean;
    html: string;
    sources: string[];
  }

  /** The page's parts with the `@font-face` rules of its subsets put first in its head. */
  async function withFonts(entry: Cached, waitMs?: number): Promise<Cached> {
    if (!fonts) return { ...entry, complete: true };
    const faces = await fonts.facesFor(entry.html, scriptTextsOf(entry.sources), waitMs);
    const own = headFor(manifest, styles, entry.sources);
    // Switched on by the page's script once it has hydrated (main.tsx), as the font came
    // before: its subsets then do not compete with the page's scripts and pictures.
    const face = faces.css ? [`<style data-page-fonts media="not all">${faces.css}</style>`] : [];
    return {
      ...entry,
      parts: {
        ...entry.parts,
        head: [...face, ...own.styles, ...own.scripts].join('\n    '),
        islandsHead:
          entry.parts.islandsHead === undefined
            ? undefined
            : [...face, ...own.styles, ...islandsRuntimeFor(entry.html)].join('\n    '),
        fonts: faces.css,
      },
      complete: faces.complete,
    };
  }

  async function renderFresh(url: string, at: number): Promise<Cached | undefined> {
    try {
      const page = await renderer.render(url, transport);
      const state = `<script id="${SERVER_STATE_ID}" type="application/json">${scriptJson(page.state)}</script>`;
      const parts = {
        head: '',
        root: `${page.html}${state}`,
        title: page.title,
        fonts: '',
        islandsHead: page.complete && islandsEntry ? '' : undefined,
      };
      return await withFonts({ parts, at, complete: false, html: page.html, sources: page.sources });
    } catch (error) {
      // The browser can still render the page itself from the empty shell.
      app.log.error({ err: error, url }, 'server rendering failed');
      return undefined;
    }
  }

  /**
   * The stylesheets of what a page loads later (the staff's week, its dialogs): a signed-in
   * render may draw them already, and they must paint styled. Their scripts still come when
   * the page asks for them.
   */
  const laterStyles = perSet((sources) => {
    const own = new Set(assetsOf(manifest, sources).css);
    const later = laterAssets(sources).css.filter((file) => !own.has(file));
    return later.map((file) => styles.tag(file)).join('\n    ');
  });

  async function render(url: string): Promise<PageParts | undefined> {
    const now = Date.now();
    const cached = cache.get(url);
    if (cached && now - cached.at < TTL_MS) {
      if (cached.complete) return cached.parts;
      // Its font subsets were still being made: the page is kept, its fonts looked for again.
      const again = await withFonts(cached, 0);
      if (cache.get(url) === cached) cache.set(url, again);
      return again.parts;
    }
    const startedIn = generation;
    const entry = await renderFresh(url, now);
    // A change while rendering may not be in this HTML: serve it this once, but do not keep it.
    if (entry && startedIn === generation) {
      cache.delete(url);
      cache.set(url, entry);
      if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    }
    return entry?.parts;
  }

  return {
    template: styles.inline,
    islandsTemplate: (html) =>
      islandsEntry
        ? styles
            .inline(html)
            .replace(APP_SCRIPTS, '')
            .replace('</head>', () => `  <script type="module" src="/${islandsEntry}"></script>\n  </head>`)
        : undefined,
    render,
    async renderSignedIn(url, cookie) {
      const visitor = await render(url);
      if (!visitor) return undefined;
      try {
        const page = await renderer.render(url, injectTransport(app, cookie), { signedIn: true });
        if (!holdsSession(page.state)) return visitor;
        const state = `<script id="${SERVER_STATE_ID}" type="application/json">${scriptJson(page.state)}</script>`;
        return {
          ...visitor,
          head: `${visitor.head}\n    ${laterStyles(page.sources)}`,
          root: `${page.html}${state}`,
          title: page.title ?? visitor.title,
        };
      } catch (error) {
        app.log.error({ err: error, url }, 'server rendering for a signed-in person failed');
        return visitor;
      }
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
  };
}
