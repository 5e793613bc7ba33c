/**
 * Every route of the site. Each feature lists its own routes; this file only joins them
 * under the shared layout. Pages are loaded lazily, one chunk per page.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { bookingRoutes } from '../features/booking/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { newsRoutes } from '../features/news/routes.tsx';
import { productsRoutes } from '../features/products/routes.tsx';
import { studentsRoutes } from '../features/students/routes.tsx';
import { timetableRoutes } from '../features/timetable/routes.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';

const pages: RouteObject[] = [
  ...contentRoutes,
  ...authRoutes,
  ...newsRoutes,
  ...bookingRoutes,
  ...studentsRoutes,
  ...timetableRoutes,
  ...productsRoutes,
  { path: '*', Component: NotFoundPage },
];

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    // Each page gets its own boundary so one failing page leaves the menu working.
    children: [{ errorElement: <RouteError />, children: pages }],
  },
]);
