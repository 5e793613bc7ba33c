/**
 * The lazy pages a path shows, matched as the router will match it: loaded before the server
 * renders the path and before the browser hydrates it (lib/lazy-page.ts).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { type LazyPage, lazyPageOf, type PageRoute } from '../lib/lazy-page.ts';

export async function preloadPages(routes: RouteObject[], pathname: string): Promise<LazyPage[]> {
  const found = (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const component = (match.route as PageRoute).Component;
    const page = component ? lazyPageOf(component) : undefined;
    return page ? [page] : [];
  });
  await Promise.all(found.map((page) => page.preload()));
  return found;
}
