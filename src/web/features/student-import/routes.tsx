import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

export const studentImportRoutes: PageRoute[] = [
  {
    path: 'managemember/import',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/student-import-page.tsx'), 'StudentImportPage'),
  },
];
