/**
 * The owner's 시작하기 checklist (features/setup), on the home page and on /office where staff
 * land. Its code is fetched only for the owner, once signed in, so no one else downloads it.
 */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session.ts';

/** A module fetched once `enabled` holds, and once only (the browser keeps it). */
export function useModuleWhen<M>(key: string, load: () => Promise<M>, enabled: boolean): M | undefined {
  return useQuery({ queryKey: [key], queryFn: load, enabled }).data;
}

export function OwnerGettingStarted() {
  const owner = useSession().data?.role === 'owner';
  const checklist = useModuleWhen(
    'getting-started',
    () => import('../../features/setup/components/getting-started.tsx'),
    owner,
  );
  return owner && checklist ? <checklist.GettingStarted /> : null;
}
