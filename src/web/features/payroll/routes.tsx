import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

export const payrollRoutes: PageRoute[] = [
  {
    path: 'payroll',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/payroll-page.tsx'), 'PayrollPage'),
  },
];
