import { lazyPage, type PageRoute } from '../../app/lazy-page.ts';

export const authRoutes: PageRoute[] = [
  {
    path: 'login',
    Component: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'join',
    Component: lazyPage(
      () => import('./pages/coming-soon-pages.tsx'),
      (m) => m.JoinPage,
    ),
  },
];
