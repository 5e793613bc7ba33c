import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** 운영 시간: the studio's hours (the owner) and each teacher's own. */
export const hoursRoutes: PageRoute[] = [
  {
    path: 'hours',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/hours-page.tsx'), 'HoursPage'),
  },
];
