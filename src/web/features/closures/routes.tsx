import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** 휴원일 관리: the owner's closures, beside the public holidays. */
export const closuresRoutes: PageRoute[] = [
  {
    path: 'closures',
    role: 'owner',
    Component: lazyPage(() => import('./pages/closures-page.tsx'), 'ClosuresPage'),
  },
];
