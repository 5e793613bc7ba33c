import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';

export const timetableRoutes: RouteObject[] = [
  {
    path: 'lessontime',
    lazy: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.TimetableComingSoon,
    ),
  },
];
