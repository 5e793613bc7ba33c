import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/**
 * The families' portal: pages of their own, outside the site's layout and its staff menu. No
 * `role`: a family is not staff; the portal asks the server whether this phone has a family session.
 * The portal itself (/family) is composed with the lesson notes by app/router.tsx.
 */
export const familyStandaloneRoutes: PageRoute[] = [
  {
    path: 'family/login',
    Component: lazyPage(() => import('./pages/family-login-page.tsx'), 'FamilyLoginPage'),
  },
  {
    path: 'family/receipt/:paymentId',
    Component: lazyPage(() => import('./pages/family-receipt-page.tsx'), 'FamilyReceiptPage'),
  },
];
