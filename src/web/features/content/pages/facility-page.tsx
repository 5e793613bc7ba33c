import { Page } from '../../../components/ui/page.tsx';
import { FacilityDetails } from '../components/facility-details.tsx';

export function FacilityPage() {
  return (
    <Page title="시설 안내" lead="편하게 배우고, 마음껏 연습하고, 쉬어 가실 수 있도록 준비했습니다." wide>
      <FacilityDetails />
    </Page>
  );
}
