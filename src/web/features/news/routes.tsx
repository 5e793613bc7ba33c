import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';

export const newsRoutes: RouteObject[] = [
  {
    path: 'news',
    lazy: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.NewsListPage,
    ),
  },
  {
    path: 'post/:postId',
    lazy: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.PostPage,
    ),
  },
  {
    path: 'write',
    lazy: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.WritePage,
    ),
  },
  {
    path: 'write/:postId',
    lazy: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.WritePage,
    ),
  },
];
