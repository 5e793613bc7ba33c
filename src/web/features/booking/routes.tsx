import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';

export const bookingRoutes: RouteObject[] = [
  {
    path: 'book',
    lazy: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.BookPage,
    ),
  },
  {
    path: 'makeBook',
    lazy: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.TabletBoardPage,
    ),
  },
];
