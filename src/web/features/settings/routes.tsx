import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** The owner's pages that edit the studio's content: the menu, and one page per section. */
export const settingsRoutes: PageRoute[] = [
  {
    path: 'settings',
    role: 'owner',
    Component: lazyPage(
      () => import('./pages/settings-page.tsx'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'settings/:key',
    role: 'owner',
    Component: lazyPage(
      () => import('./pages/section-settings-page.tsx'),
      (m) => m.SectionSettingsPage,
    ),
  },
];
