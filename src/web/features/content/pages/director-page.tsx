import { Page } from '../../../components/ui/page.tsx';
import { DirectorDetails } from '../components/director-details.tsx';

export function DirectorPage() {
  return (
    <Page title="원장 소개">
      <DirectorDetails />
    </Page>
  );
}
