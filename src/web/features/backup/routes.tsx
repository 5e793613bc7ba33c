import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** The owner's backups and the export of everything (docs/decisions/042). */
export const backupRoutes: PageRoute[] = [
  {
    path: 'backup',
    role: 'owner',
    Component: lazyPage(() => import('./pages/backup-page.tsx'), 'BackupPage'),
  },
];
