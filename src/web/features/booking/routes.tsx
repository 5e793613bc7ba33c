import { lazyPage, type PageRoute } from '../../app/lazy-page.ts';

export const bookingRoutes: PageRoute[] = [
  {
    path: 'book',
    Component: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.BookPage,
    ),
  },
  {
    path: 'makeBook',
    Component: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.TabletBoardPage,
    ),
  },
];
