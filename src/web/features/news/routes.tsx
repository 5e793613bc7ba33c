import { lazyPage, type PageRoute } from '../../app/lazy-page.ts';

export const newsRoutes: PageRoute[] = [
  {
    path: 'news',
    Component: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.NewsListPage,
    ),
  },
  {
    path: 'post/:postId',
    Component: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.PostPage,
    ),
  },
  {
    path: 'write',
    Component: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.WritePage,
    ),
  },
  {
    path: 'write/:postId',
    Component: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.WritePage,
    ),
  },
];
