/** The owner's 시작하기 checklist (features/setup), on the home page and on /office where staff land. */
import { isOwner, signedInPart } from './signed-in-part.tsx';

export const OwnerGettingStarted = signedInPart(
  isOwner,
  'getting-started',
  () => import('../../features/setup/components/getting-started.tsx'),
  (module) => module.GettingStarted,
);
