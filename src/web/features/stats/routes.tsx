import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/components/require-role.tsx';

export const statsRoutes: PageRoute[] = [
  {
    path: 'managelesson',
    Component: requireRole(
      'teacher',
      lazyPage(
        () => import('./pages/stats-page.tsx'),
        (m) => m.StatsPage,
      ),
    ),
  },
];
