import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

export const authRoutes: PageRoute[] = [
  { path: 'login', Component: lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage') },
  { path: 'join', Component: lazyPage(() => import('./pages/join-page.tsx'), 'JoinPage') },
  { path: 'reset', Component: lazyPage(() => import('./pages/reset-page.tsx'), 'ResetPage') },
  { path: 'pending', Component: lazyPage(() => import('./pages/pending-page.tsx'), 'PendingPage') },
  {
    path: 'accounts',
    role: 'owner',
    Component: lazyPage(() => import('./pages/accounts-page.tsx'), 'AccountsPage'),
  },
  {
    path: 'account',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/account-page.tsx'), 'AccountPage'),
  },
];
