import { type LazyPage, lazyPage, type PageRoute } from '../../lib/lazy-page.ts';
import { StandaloneBoard } from './pages/standalone-board.tsx';

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

const TabletBoardPage = lazyPage(
  () => import('./pages/tablet-board-page.tsx'),
  (m) => m.TabletBoardPage,
);

const PosterPage = lazyPage(
  () => import('./pages/poster-page.tsx'),
  (m) => m.PosterPage,
);

/** /makeBook (the tablet board) and the printable QR poster: pages of their own, outside the site's layout. */
const standalone = (page: LazyPage) => Object.assign(() => <StandaloneBoard page={page} />, { page });

export const bookingStandaloneRoutes: PageRoute[] = [
  { path: 'makeBook', Component: standalone(TabletBoardPage) },
  { path: 'book/poster', Component: standalone(PosterPage) },
];
