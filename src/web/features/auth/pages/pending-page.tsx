/** /pending: where a pending account lands after signing in. */
import { Navigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { PendingNotice } from '../components/pending-notice.tsx';
import { loginPathFor } from '../lib/safe-next.ts';

export function PendingPage() {
  const session = useSession();
  if (session.isPending) return <PageLoading />;
  const user = session.data ?? null;
  if (user === null) return <Navigate to={loginPathFor(paths.pending)} replace />;
  // Approved in the meantime: nothing to wait for.
  if (user.role !== 'pending') return <Navigate to={paths.home} replace />;
  return <PendingNotice />;
}
