import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/components/require-role.tsx';
import { StandaloneBoard } from '../booking/pages/standalone-board.tsx';

export const studentsRoutes: PageRoute[] = [
  {
    path: 'managemember',
    Component: requireRole(
      'teacher',
      lazyPage(
        () => import('./pages/manage-members-page.tsx'),
        (m) => m.ManageMembersPage,
      ),
    ),
  },
  {
    path: 'memberdetail/:name',
    Component: requireRole(
      'teacher',
      lazyPage(
        () => import('./pages/member-detail-page.tsx'),
        (m) => m.MemberDetailPage,
      ),
    ),
  },
];

const ReceiptPage = requireRole(
  'teacher',
  lazyPage(
    () => import('./pages/receipt-page.tsx'),
    (m) => m.ReceiptPage,
  ),
);

/** The printable receipt: a page of its own, without the site's menu and footer. */
export const studentsStandaloneRoutes: PageRoute[] = [
  { path: 'receipt/:paymentId', Component: () => <StandaloneBoard page={ReceiptPage} /> },
];
