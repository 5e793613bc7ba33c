import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** 청구서 for staff, and the pay page a family opens from its link (no sign-in). */
export const invoicesRoutes: PageRoute[] = [
  {
    path: 'invoices',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/invoices-page.tsx'), 'InvoicesPage'),
  },
  {
    path: 'settings/payments',
    role: 'owner',
    Component: lazyPage(() => import('./pages/payment-settings-page.tsx'), 'PaymentSettingsPage'),
  },
  { path: 'pay/:token', Component: lazyPage(() => import('./pages/pay-page.tsx'), 'PayPage') },
  {
    path: 'pay/:token/success',
    Component: lazyPage(() => import('./pages/pay-return-page.tsx'), 'PaySuccessPage'),
  },
  {
    path: 'pay/:token/fail',
    Component: lazyPage(() => import('./pages/pay-return-page.tsx'), 'PayFailPage'),
  },
];
