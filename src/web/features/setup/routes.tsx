import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** The first-run setup: a page of its own, outside the site's layout (docs/decisions/072). */
export const setupStandaloneRoutes: PageRoute[] = [
  { path: 'setup', Component: lazyPage(() => import('./pages/setup-page.tsx'), 'SetupPage') },
];
