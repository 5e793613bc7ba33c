import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';

const page = lazyPage(
  () => import('./pages/coming-soon-pages.tsx'),
  (m) => m.StudentsComingSoon,
);

export const studentsRoutes: RouteObject[] = [
  { path: 'managemember', lazy: page },
  { path: 'managelesson', lazy: page },
  { path: 'memberdetail/:name', lazy: page },
];
