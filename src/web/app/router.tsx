/**
 * Every route of the site. Each feature lists its own routes; this file joins them under the
 * shared layout, puts the sign-in guard around the pages whose route names a role, and the
 * standalone shell around the pages that live outside the layout. React Router runs in
 * declarative mode: the data router would double the router's weight on every page
 * (docs/decisions/004-declarative-router.md).
 */
import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { auditRoutes } from '../features/audit/routes.tsx';
import { requireRole } from '../features/auth/components/require-role.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { backupRoutes } from '../features/backup/routes.tsx';
import { bookingRoutes, bookingStandaloneRoutes } from '../features/booking/routes.tsx';
import { closuresRoutes } from '../features/closures/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { enquiriesRoutes } from '../features/enquiries/routes.tsx';
import { familyStandaloneRoutes } from '../features/family/routes.tsx';
import { hoursRoutes } from '../features/hours/routes.tsx';
import { invoicesRoutes } from '../features/invoices/routes.tsx';
import { messagesRoutes } from '../features/messages/routes.tsx';
import { newsRoutes } from '../features/news/routes.tsx';
import { officeRoutes } from '../features/office/routes.tsx';
import { payrollRoutes } from '../features/payroll/routes.tsx';
import { productsRoutes } from '../features/products/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { setupStandaloneRoutes } from '../features/setup/routes.tsx';
import { statsRoutes } from '../features/stats/routes.tsx';
import { studentImportRoutes } from '../features/student-import/routes.tsx';
import { studentsStandaloneRoutes } from '../features/students/routes.tsx';
import { systemRoutes } from '../features/system/routes.tsx';
import { timetableRoutes } from '../features/timetable/routes.tsx';
import { lazyPage, type PageRoute, type StaffRole } from '../lib/lazy-page.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { standalone } from './standalone-board.tsx';

// One guard per page and role: two routes of one page (/write, /write/:postId) keep one
// component, so moving between them does not remount the page.
const guards = new Map<ComponentType, Map<StaffRole, ComponentType>>();
function guarded(Page: ComponentType, role: StaffRole): ComponentType {
  const byRole = guards.get(Page) ?? new Map<StaffRole, ComponentType>();
  guards.set(Page, byRole);
  const Guarded = byRole.get(role) ?? requireRole(role, Page);
  byRole.set(role, Guarded);
  return Guarded;
}

function withGuard({ role, ...route }: PageRoute): PageRoute {
  return role ? { ...route, Component: guarded(route.Component, role) } : route;
}

/** Pages that show several features at once, composed here (app/pages). */
const composedRoutes: PageRoute[] = [
  { index: true, Component: lazyPage(() => import('./pages/home-page.tsx'), 'HomePage') },
  { path: 'curriculum', Component: lazyPage(() => import('./pages/curriculum-page.tsx'), 'CurriculumPage') },
  {
    path: 'managemember',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/manage-members-page.tsx'), 'ManageMembersRoute'),
  },
  {
    path: 'memberdetail/:name',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/member-detail-page.tsx'), 'MemberDetailRoute'),
  },
  {
    // The office feature's page with the owner's 시작하기 above it (app/pages/office-page.tsx).
    path: 'office',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/office-page.tsx'), 'OfficeRoute'),
  },
  {
    path: 'settings/:key',
    role: 'owner',
    Component: lazyPage(() => import('./pages/section-settings-page.tsx'), 'SectionSettingsPage'),
  },
];

export const pages: PageRoute[] = [
  ...composedRoutes,
  ...contentRoutes,
  ...officeRoutes.filter((route) => route.path !== 'office'),
  ...authRoutes,
  ...auditRoutes,
  ...settingsRoutes,
  ...newsRoutes,
  ...bookingRoutes,
  ...studentImportRoutes,
  ...statsRoutes,
  ...payrollRoutes,
  ...invoicesRoutes,
  ...timetableRoutes,
  ...productsRoutes,
  ...enquiriesRoutes,
  ...closuresRoutes,
  ...hoursRoutes,
  ...messagesRoutes,
  ...backupRoutes,
  ...systemRoutes,
  { path: '*', Component: NotFoundPage },
].map(withGuard);

/** The families' portal, with the lesson notes handed in (no `role`: a family is not staff). */
const familyPortalRoute: PageRoute = {
  path: 'family',
  Component: lazyPage(() => import('./pages/family-page.tsx'), 'FamilyRoute'),
};

/** Pages of their own, outside the site's layout (the tablet board, a printable receipt). */
export const standalonePages: PageRoute[] = [
  ...bookingStandaloneRoutes,
  ...studentsStandaloneRoutes,
  familyPortalRoute,
  ...familyStandaloneRoutes,
  ...setupStandaloneRoutes,
]
  .map(withGuard)
  .map((route) => ({ ...route, Component: standalone(route.Component) }));

export const routes: RouteObject[] = [...standalonePages, { Component: RootLayout, children: pages }];

export function AppRoutes() {
  return useRoutes(routes);
}
