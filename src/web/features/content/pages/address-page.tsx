import { phoneHref } from '#shared/studio-rules.ts';
import { contactSectionId } from '../../../app/layout/contact-links.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useSite } from '../../site/site-context.tsx';
import { DirectionsLinks } from '../components/directions-links.tsx';
import { StudioMap } from '../components/studio-map.tsx';
import styles from './address-page.module.css';

export function AddressPage() {
  const { studio } = useSite();
  const telHref = phoneHref(studio.phone);
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
        <dd>
          <a href={telHref}>{studio.phone}</a>
        </dd>
      </dl>
      <DirectionsLinks />
      <section id={contactSectionId} className={styles.contact} aria-labelledby="contact-title">
        <h2 id="contact-title" className={styles.contactTitle}>
          상담 문의
        </h2>
        <p>
          수강 상담과 체험 레슨, 연습실 이용 문의는 전화로 편하게 연락 주세요. 수업 중에는 받지 못할 수
          있으니, 받지 못하면 다시 연락드리겠습니다.
        </p>
        <div className={styles.contactActions}>
          <a className="button" href={telHref}>
            전화 걸기 {studio.phone}
          </a>
          {studio.kakaoChannelUrl ? (
            <a className="button button-secondary" href={studio.kakaoChannelUrl} rel="noopener">
              카카오톡 채널로 문의
            </a>
          ) : null}
        </div>
      </section>
    </Page>
  );
}
