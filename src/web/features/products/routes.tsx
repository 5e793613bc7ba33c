import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/components/require-role.tsx';

const RegisterPage = requireRole(
  'teacher',
  lazyPage(
    () => import('./pages/product-register-page.tsx'),
    (m) => m.ProductRegisterPage,
  ),
);

export const productsRoutes: PageRoute[] = [
  {
    path: 'order',
    Component: lazyPage(
      () => import('./pages/order-list-page.tsx'),
      (m) => m.OrderListPage,
    ),
  },
  {
    path: 'order/:idx',
    Component: lazyPage(
      () => import('./pages/product-detail-page.tsx'),
      (m) => m.ProductDetailPage,
    ),
  },
  { path: 'product', Component: RegisterPage },
  { path: 'product/:idx', Component: RegisterPage },
  {
    path: 'orders',
    Component: requireRole(
      'teacher',
      lazyPage(
        () => import('./pages/order-requests-page.tsx'),
        (m) => m.OrderRequestsPage,
      ),
    ),
  },
];
