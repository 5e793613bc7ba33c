/**
 * The owner's 시작하기 checklist (features/setup), on the home page and on /office where staff
 * land. Its code is fetched only for the owner, once signed in, so no one else downloads it.
 */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session.ts';

export function OwnerGettingStarted() {
  const owner = useSession().data?.role === 'owner';
  const checklist = useQuery({
    queryKey: ['getting-started'],
    queryFn: () => import('../../features/setup/components/getting-started.tsx'),
    enabled: owner,
  });
  return owner && checklist.data ? <checklist.data.GettingStarted /> : null;
}
