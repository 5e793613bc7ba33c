import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** The printable receipt: a page of its own, without the site's menu and footer. */
export const studentsStandaloneRoutes: PageRoute[] = [
  {
    path: 'receipt/:paymentId',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/receipt-page.tsx'), 'ReceiptPage'),
  },
];
