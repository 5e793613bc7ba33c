import { lazyPage, type PageRoute } from '../../app/lazy-page.ts';
import { requireRole } from '../auth/components/require-role.tsx';

const page = requireRole(
  'teacher',
  lazyPage(
    () => import('./pages/coming-soon-pages.tsx'),
    (m) => m.StudentsComingSoon,
  ),
);

export const studentsRoutes: PageRoute[] = [
  { path: 'managemember', Component: page },
  { path: 'managelesson', Component: page },
  { path: 'memberdetail/:name', Component: page },
];
