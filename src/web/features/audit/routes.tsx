import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

export const auditRoutes: PageRoute[] = [
  { path: 'audit', role: 'owner', Component: lazyPage(() => import('./pages/audit-page.tsx'), 'AuditPage') },
];
