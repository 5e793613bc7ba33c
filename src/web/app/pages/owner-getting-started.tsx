/**
 * Parts of a page only some signed-in people see, like the owner's 시작하기 checklist
 * (features/setup) on the home page and on /office: their code is fetched only for them, once
 * signed in, and once only (the browser keeps it), so no one else downloads it.
 */
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { useSession } from '../../lib/session.ts';

export const isOwner = (user: SessionUser | null | undefined) => user?.role === 'owner';

/** The part `pick` names in the module `load` fetches (cached under `key`), for whom `shownTo` accepts. */
export function signedInPart<M>(
  shownTo: (user: SessionUser | null | undefined) => boolean,
  key: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): ComponentType {
  return function SignedInPart() {
    const shown = shownTo(useSession().data);
    const module = useQuery({ queryKey: [key], queryFn: load, enabled: shown }).data;
    if (!shown || !module) return null;
    const Part = pick(module);
    return <Part />;
  };
}

export const OwnerGettingStarted = signedInPart(
  isOwner,
  'getting-started',
  () => import('../../features/setup/components/getting-started.tsx'),
  (module) => module.GettingStarted,
);
