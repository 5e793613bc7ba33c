import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'join',
    lazy: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.JoinPage,
    ),
  },
];
