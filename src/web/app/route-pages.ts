/**
 * The lazy pages a path shows, matched as the router will match it: loaded before the server
 * renders the path and before the browser hydrates it (lib/lazy-page.ts).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { PageRoute } from '../lib/lazy-page.ts';
import { type LazyPage, lazyPageOf } from '../lib/lazy-page.ts';

function lazyPagesFor(routes: RouteObject[], pathname: string): LazyPage[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap((match) => {
    const component = (match.route as PageRoute).Component;
    const page = component ? lazyPageOf(component) : undefined;
    return page ? [page] : [];
  });
}

export async function preloadPages(routes: RouteObject[], pathname: string): Promise<LazyPage[]> {
  const found = lazyPagesFor(routes, pathname);
  await Promise.all(found.map((page) => page.preload()));
  return found;
}
