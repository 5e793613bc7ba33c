import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** /book sits in the site's layout (menu and footer). */
export const bookingRoutes: PageRoute[] = [
  { path: 'book', Component: lazyPage(() => import('./pages/book-page.tsx'), 'BookPage') },
];

/** /makeBook (the tablet board) and the printable QR poster: pages of their own, outside the site's layout. */
export const bookingStandaloneRoutes: PageRoute[] = [
  { path: 'makeBook', Component: lazyPage(() => import('./pages/tablet-board-page.tsx'), 'TabletBoardPage') },
  { path: 'book/poster', Component: lazyPage(() => import('./pages/poster-page.tsx'), 'PosterPage') },
];
