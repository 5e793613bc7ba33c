import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/components/require-role.tsx';

export const auditRoutes: PageRoute[] = [
  {
    path: 'audit',
    Component: requireRole(
      'owner',
      lazyPage(
        () => import('./pages/audit-page.tsx'),
        (m) => m.AuditPage,
      ),
    ),
  },
];
