import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

const RegisterPage = lazyPage(() => import('./pages/product-register-page.tsx'), 'ProductRegisterPage');

export const productsRoutes: PageRoute[] = [
  { path: 'order', Component: lazyPage(() => import('./pages/order-list-page.tsx'), 'OrderListPage') },
  {
    path: 'order/:idx',
    Component: lazyPage(() => import('./pages/product-detail-page.tsx'), 'ProductDetailPage'),
  },
  { path: 'product', role: 'teacher', Component: RegisterPage },
  { path: 'product/:idx', role: 'teacher', Component: RegisterPage },
  {
    path: 'orders',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/order-requests-page.tsx'), 'OrderRequestsPage'),
  },
];
