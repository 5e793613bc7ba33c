import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

export const authRoutes: PageRoute[] = [
  {
    path: 'login',
    Component: lazyPage(
      () => import('./pages/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'join',
    Component: lazyPage(
      () => import('./pages/join-page.tsx'),
      (m) => m.JoinPage,
    ),
  },
  {
    path: 'reset',
    Component: lazyPage(
      () => import('./pages/reset-page.tsx'),
      (m) => m.ResetPage,
    ),
  },
  {
    path: 'pending',
    Component: lazyPage(
      () => import('./pages/pending-page.tsx'),
      (m) => m.PendingPage,
    ),
  },
  {
    path: 'accounts',
    role: 'owner',
    Component: lazyPage(
      () => import('./pages/accounts-page.tsx'),
      (m) => m.AccountsPage,
    ),
  },
  {
    path: 'account',
    role: 'teacher',
    Component: lazyPage(
      () => import('./pages/account-page.tsx'),
      (m) => m.AccountPage,
    ),
  },
];
