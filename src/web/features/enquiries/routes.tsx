import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** The staff's list; the visitor's form is part of the home and curriculum pages (app/pages). */
export const enquiriesRoutes: PageRoute[] = [
  {
    path: 'enquiries',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/enquiries-page.tsx'), 'EnquiriesPage'),
  },
];
