import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/**
 * The public pages of the studio's content; the home page (which shows the news too) and
 * /curriculum (which holds the 상담 신청 form) are composed by the app.
 */
export const contentRoutes: PageRoute[] = [
  { path: 'director', Component: lazyPage(() => import('./pages/director-page.tsx'), 'DirectorPage') },
  { path: 'facility', Component: lazyPage(() => import('./pages/facility-page.tsx'), 'FacilityPage') },
  { path: 'address', Component: lazyPage(() => import('./pages/address-page.tsx'), 'AddressPage') },
  { path: 'use', Component: lazyPage(() => import('./pages/terms-page.tsx'), 'TermsPage') },
  { path: 'person', Component: lazyPage(() => import('./pages/privacy-page.tsx'), 'PrivacyPage') },
];
