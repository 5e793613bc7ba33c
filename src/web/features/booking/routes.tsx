import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** /book sits in the site's layout (menu and footer). */
export const bookingRoutes: PageRoute[] = [
  {
    path: 'book',
    Component: lazyPage(
      () => import('./pages/book-page.tsx'),
      (m) => m.BookPage,
    ),
  },
];

/** /makeBook (the tablet board) and the printable QR poster: pages of their own, outside the site's layout. */
export const bookingStandaloneRoutes: PageRoute[] = [
  {
    path: 'makeBook',
    Component: lazyPage(
      () => import('./pages/tablet-board-page.tsx'),
      (m) => m.TabletBoardPage,
    ),
  },
  {
    path: 'book/poster',
    Component: lazyPage(
      () => import('./pages/poster-page.tsx'),
      (m) => m.PosterPage,
    ),
  },
];
