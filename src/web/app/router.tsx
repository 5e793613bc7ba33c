/**
 * Every route of the site. Each feature lists its own routes; this file only joins them
 * under the shared layout. React Router runs in declarative mode: the data router would
 * double the router's weight on every page (docs/decisions/004-declarative-router.md).
 */
import { type RouteObject, useRoutes } from 'react-router';
import { auditRoutes } from '../features/audit/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { bookingRoutes, bookingStandaloneRoutes } from '../features/booking/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { newsRoutes } from '../features/news/routes.tsx';
import { productsRoutes } from '../features/products/routes.tsx';
import { siteRoutes } from '../features/site/routes.tsx';
import { statsRoutes } from '../features/stats/routes.tsx';
import { studentsRoutes, studentsStandaloneRoutes } from '../features/students/routes.tsx';
import { timetableRoutes } from '../features/timetable/routes.tsx';
import type { PageRoute } from '../lib/lazy-page.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export const pages: PageRoute[] = [
  ...contentRoutes,
  ...authRoutes,
  ...auditRoutes,
  ...siteRoutes,
  ...newsRoutes,
  ...bookingRoutes,
  ...studentsRoutes,
  ...statsRoutes,
  ...timetableRoutes,
  ...productsRoutes,
  { path: '*', Component: NotFoundPage },
];

/** Pages of their own, outside the site's layout (the tablet board, a printable receipt). */
export const standalonePages: PageRoute[] = [...bookingStandaloneRoutes, ...studentsStandaloneRoutes];

export const routes: RouteObject[] = [...standalonePages, { Component: RootLayout, children: pages }];

export function AppRoutes() {
  return useRoutes(routes);
}
