/**
 * The server's entry (Vite's SSR build, loaded by src/server/plugins/page-render.ts): renders a
 * path to HTML from the same components the browser hydrates, as a visitor sees it.
 *
 * Data comes in two passes. The first render creates the page's queries (a page asks for what
 * it shows, as in the browser); they are fetched from the server's own API, and the second
 * render shows them. The fetched data goes into the page as JSON, so that the browser starts
 * from exactly what the server rendered. Queries marked `meta: { clientOnly: true }` (who is
 * signed in) are left to the browser: rendered HTML is the same for everyone and may be cached.
 * A signed-in render (`signedIn`, with the person's cookie in the transport) asks them too: its
 * HTML is that person's own and is never kept.
 */
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { preloadPages } from './app/route-pages.ts';
import { AppRoutes, routes } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { setRenderTime } from './lib/render-clock.ts';
import { takeRenderedTitle } from './lib/rendered-title.ts';
import { sessionQuery } from './lib/session.ts';
import { setSignedInRender } from './lib/signed-in-render.ts';
import { siteQuery } from './site-data/site-query.ts';

export interface RenderedPage {
  html: string;
  state: DehydratedState & { renderedAt: number; signedIn?: true };
  /** Source modules of the page's lazy chunks (src/web-relative), for their stylesheets and scripts. */
  sources: string[];
  /** The title the page gave itself (useDocumentTitle), without the studio's name. */
  title: string | undefined;
  /**
   * Every query the page asked for was answered: the HTML is the whole page, and a visitor's
   * page of islands may be sent (decision 070). Else only the whole app asks again for the rest.
   */
  complete: boolean;
}

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderOptions {
  /** The transport carries a session: render as that person sees the page. */
  signedIn?: boolean;
}

/**
 * A page's queries, then those that depend on them. A lazy part a page draws (the staff's
 * week) is loaded with the page beforehand (`preloadParts`, lib/lazy-page.ts), never waited on here.
 */
const MAX_PASSES = 3;

function renderOnce(url: string, queryClient: QueryClient, renderedAt: number, signedIn: boolean): string {
  // Synchronous from here to the end of renderToString: no other page's render can interleave.
  setRenderTime(renderedAt);
  setSignedInRender(signedIn);
  takeRenderedTitle();
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}

/** Queries the render asked for that have no data yet and may be fetched here. */
function wanted(queryClient: QueryClient, tried: Set<string>, signedIn: boolean) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        !tried.has(query.queryHash) &&
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (signedIn || query.options.meta?.clientOnly !== true) &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
}

export async function render(
  url: string,
  transport: ApiTransport,
  { signedIn = false }: RenderOptions = {},
): Promise<RenderedPage> {
  setApiTransport(transport);
  const pathname = new URL(url, 'http://page.invalid').pathname;
  const pages = await preloadPages(routes, pathname);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });

  // Every page shows the studio's content (header, footer), and its own queries may depend on
  // it (the board's hours): read it before the first pass rather than spend a pass on it.
  await Promise.all([
    queryClient.prefetchQuery(siteQuery),
    signedIn ? queryClient.prefetchQuery(sessionQuery) : undefined,
  ]);
  // A failure renders the loading state, as the browser's first render will, and is asked again.
  let complete = true;
  if (queryClient.getQueryState(siteQuery.queryKey)?.status === 'error') {
    queryClient.removeQueries({ queryKey: siteQuery.queryKey });
    complete = false;
  }
  const renderedAt = Date.now();
  let html = renderOnce(url, queryClient, renderedAt, signedIn);
  const tried = new Set<string>();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const queries = wanted(queryClient, tried, signedIn);
    if (queries.length === 0) break;
    for (const query of queries) tried.add(query.queryHash);
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    // A failed query is left for the browser to ask again and show its own error: the server
    // renders its loading state, as the browser's first render will.
    const failed = (query: { state: { status: string } }) => query.state.status === 'error';
    if (queryClient.getQueryCache().getAll().some(failed)) complete = false;
    queryClient.removeQueries({ predicate: failed });
    html = renderOnce(url, queryClient, renderedAt, signedIn);
  }
  if (wanted(queryClient, tried, signedIn).length > 0) complete = false;
  setSignedInRender(false);

  const title = takeRenderedTitle();
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && (signedIn || query.options.meta?.clientOnly !== true),
  });
  queryClient.clear();
  // The time goes with the data: the browser's first render must see the hour this one saw.
  const state = { ...queries, renderedAt, ...(signedIn ? { signedIn: true as const } : {}) };
  const sources = pages.flatMap((page) => (page.source ? [page.source] : []));
  return { html, state, title, sources, complete };
}
