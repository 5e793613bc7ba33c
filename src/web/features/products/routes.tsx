import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';

const load = () => import('./pages/coming-soon-pages.tsx');

export const productsRoutes: RouteObject[] = [
  { path: 'order', lazy: lazyPage(load, (m) => m.OrderComingSoon) },
  { path: 'order/:idx', lazy: lazyPage(load, (m) => m.OrderComingSoon) },
  { path: 'product', lazy: lazyPage(load, (m) => m.ProductComingSoon) },
];
