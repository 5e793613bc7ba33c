import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** 사이트 관리 → 시스템: the version, the database, HTTPS and the update (docs/decisions/081). */
export const systemRoutes: PageRoute[] = [
  {
    path: 'system',
    role: 'owner',
    Component: lazyPage(() => import('./pages/system-page.tsx'), 'SystemPage'),
  },
];
