import { lazyPage, type PageRoute } from '../../app/lazy-page.ts';

const load = () => import('./pages/coming-soon-pages.tsx');

export const productsRoutes: PageRoute[] = [
  { path: 'order', Component: lazyPage(load, (m) => m.OrderComingSoon) },
  { path: 'order/:idx', Component: lazyPage(load, (m) => m.OrderComingSoon) },
  { path: 'product', Component: lazyPage(load, (m) => m.ProductComingSoon) },
];
