import { studio } from '#content/studio.ts';
import { Page } from '../../../components/ui/page.tsx';
import { DirectionsLinks } from '../components/directions-links.tsx';
import { StudioMap } from '../components/studio-map.tsx';
import styles from './address-page.module.css';

export function AddressPage() {
  return (
    <Page title="오시는 길">
      <StudioMap />
      <dl className={styles.facts}>
        <dt>주소</dt>
        <dd>
          {studio.address} {studio.floor}
        </dd>
        <dt>지하철</dt>
        <dd>{studio.station}</dd>
        <dt>주차</dt>
        <dd>{studio.parking}</dd>
        <dt>이용 시간</dt>
        <dd>{studio.hours}</dd>
        <dt>전화</dt>
        <dd>{studio.phone}</dd>
      </dl>
      <DirectionsLinks />
    </Page>
  );
}
