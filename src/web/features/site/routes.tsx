import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/components/require-role.tsx';

/** The owner's pages that edit the studio's content: the menu, and one page per section. */
export const siteRoutes: PageRoute[] = [
  {
    path: 'settings',
    Component: requireRole(
      'owner',
      lazyPage(
        () => import('./pages/settings-page.tsx'),
        (m) => m.SettingsPage,
      ),
    ),
  },
  {
    path: 'settings/:key',
    Component: requireRole(
      'owner',
      lazyPage(
        () => import('./pages/section-settings-page.tsx'),
        (m) => m.SectionSettingsPage,
      ),
    ),
  },
];
