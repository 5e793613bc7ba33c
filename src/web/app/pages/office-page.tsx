/**
 * /office, the staff's home (features/office), with the owner's 시작하기 checklist
 * (features/setup) above it until every step is done: two features, so the app composes it.
 */
import { OfficePage } from '../../features/office/pages/office-page.tsx';
import { OwnerGettingStarted } from './owner-getting-started.tsx';

export function OfficeRoute() {
  return (
    <>
      <OwnerGettingStarted />
      <OfficePage />
    </>
  );
}
