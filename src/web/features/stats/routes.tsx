import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

export const statsRoutes: PageRoute[] = [
  {
    path: 'managelesson',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/stats-page.tsx'), 'StatsPage'),
  },
];
