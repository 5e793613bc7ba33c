import { lazyPage, type PageRoute } from '../../app/lazy-page.ts';

export const timetableRoutes: PageRoute[] = [
  {
    path: 'lessontime',
    Component: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.TimetableComingSoon,
    ),
  },
];
