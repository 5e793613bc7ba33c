import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

export const studentsRoutes: PageRoute[] = [
  {
    path: 'managemember',
    role: 'teacher',
    Component: lazyPage(
      () => import('./pages/manage-members-page.tsx'),
      (m) => m.ManageMembersPage,
    ),
  },
  {
    path: 'memberdetail/:name',
    role: 'teacher',
    Component: lazyPage(
      () => import('./pages/member-detail-page.tsx'),
      (m) => m.MemberDetailPage,
    ),
  },
];

/** The printable receipt: a page of its own, without the site's menu and footer. */
export const studentsStandaloneRoutes: PageRoute[] = [
  {
    path: 'receipt/:paymentId',
    role: 'teacher',
    Component: lazyPage(
      () => import('./pages/receipt-page.tsx'),
      (m) => m.ReceiptPage,
    ),
  },
];
