/**
 * The route guard of every management page: a visitor is sent to /login and brought back
 * afterwards, a pending account sees the 승인 대기 중 page, a teacher on an owner's page is told
 * so. The server refuses them all the same; this only spares people a page that cannot work.
 */
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useHydrationMark } from '../../../lib/hydration-mark.ts';
import type { StaffRole } from '../../../lib/lazy-page.ts';
import { useSession } from '../../../lib/session.ts';
import { renderedSignedIn } from '../../../lib/signed-in-render.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { loginPathFor } from '../lib/safe-next.ts';
import { ForbiddenNotice } from './forbidden-notice.tsx';
import { PendingNotice } from './pending-notice.tsx';

function RequireRole({ role, children }: { role: StaffRole; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // A visitor's render draws the guard waiting (the session is the browser's to ask); hydration
  // must draw the same, even when the session's answer arrived before the script took over. A
  // page drawn for the person signed in carries their session and is hydrated from it.
  const hydrated = useHydrated();
  // A notice drawn instead of the page (승인 대기, 권한 없음) has hydrated too.
  useHydrationMark();
  if ((!hydrated && !renderedSignedIn()) || session.isPending) return <PageLoading />;
  const user = session.data ?? null;
  if (user === null) {
    return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  }
  if (user.role === 'pending') return <PendingNotice />;
  if (role === 'owner' && user.role !== 'owner') return <ForbiddenNotice />;
  // Marks a back-office page for the layout's CSS, which leaves out the visitors' contact bar
  // (app/layout/contact-bar.module.css). `display: contents`: no box of its own.
  return (
    <div data-back-office="" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** The guard around a page whose route names a `role` (app/router.tsx). */
export function requireRole(role: StaffRole, Page: ComponentType): ComponentType {
  const Guarded = () => (
    <RequireRole role={role}>
      <Page />
    </RequireRole>
  );
  Guarded.displayName = `RequireRole(${role})`;
  // The page behind the guard, for preloading (lib/lazy-page.ts).
  Guarded.page = Page;
  return Guarded;
}
