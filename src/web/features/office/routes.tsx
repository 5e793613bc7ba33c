import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** The staff's home: the owner's whole studio, a teacher's own students. */
export const officeRoutes: PageRoute[] = [
  {
    path: 'office',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/office-page.tsx'), 'OfficePage'),
  },
];
