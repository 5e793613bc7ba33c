import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/**
 * The owner's menu of the studio's content. Each section's own page shows other features'
 * public pages as its preview, so the app composes it (app/router.tsx, app/pages).
 */
export const settingsRoutes: PageRoute[] = [
  {
    path: 'settings',
    role: 'owner',
    Component: lazyPage(() => import('./pages/settings-page.tsx'), 'SettingsPage'),
  },
];
