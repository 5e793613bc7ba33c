/** The server answers 404 for paths outside PAGE_ROUTES, so the list must match the router. */
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '#shared/page-routes.ts';
import { pages, standalonePages } from './router.tsx';

describe('the page list the server knows', () => {
  it('is exactly the routes of the router', () => {
    const routed = [...pages, ...standalonePages]
      .filter((route) => route.path !== '*')
      .map((route) => (route.index ? '/' : `/${route.path}`));
    expect([...routed].sort()).toEqual([...PAGE_ROUTES].sort());
  });
});
