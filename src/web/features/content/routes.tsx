import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';

export const contentRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('./pages/home-page.tsx'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'director',
    lazy: lazyPage(
      () => import('./pages/director-page.tsx'),
      (m) => m.DirectorPage,
    ),
  },
  {
    path: 'facility',
    lazy: lazyPage(
      () => import('./pages/facility-page.tsx'),
      (m) => m.FacilityPage,
    ),
  },
  {
    path: 'curriculum',
    lazy: lazyPage(
      () => import('./pages/curriculum-page.tsx'),
      (m) => m.CurriculumPage,
    ),
  },
  {
    path: 'address',
    lazy: lazyPage(
      () => import('./pages/address-page.tsx'),
      (m) => m.AddressPage,
    ),
  },
  {
    path: 'use',
    lazy: lazyPage(
      () => import('./pages/terms-page.tsx'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: 'person',
    lazy: lazyPage(
      () => import('./pages/privacy-page.tsx'),
      (m) => m.PrivacyPage,
    ),
  },
];
