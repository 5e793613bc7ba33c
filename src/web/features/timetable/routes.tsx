import { lazyPage, type PageRoute } from '../../app/lazy-page.ts';
import { requireRole } from '../auth/components/require-role.tsx';

export const timetableRoutes: PageRoute[] = [
  {
    path: 'lessontime',
    Component: requireRole(
      'teacher',
      lazyPage(
        () => import('./pages/coming-soon-pages.tsx'),
        (m) => m.TimetableComingSoon,
      ),
    ),
  },
];
