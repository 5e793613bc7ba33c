import { Island } from '../../../components/island.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { AddressFacts, StudioContact } from '../components/address-details.tsx';
import { DirectionsLinks } from '../components/directions-links.tsx';
import { StudioMap } from '../components/studio-map.tsx';

export function AddressPage() {
  return (
    <Page title="오시는 길">
      <Island name="studio-map" component={StudioMap} props={{}} when="load" />
      <AddressFacts />
      <DirectionsLinks />
      <StudioContact />
    </Page>
  );
}
