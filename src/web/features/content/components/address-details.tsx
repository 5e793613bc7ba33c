/**
 * What the directions page says under its map: the studio's address, station, parking, hours
 * (the studio's own words, then the board's booking hours) and phone, and how to ask about lessons. Read from the published site (or a preview's draft),
 * so the owner's settings page shows exactly this with the details being edited.
 */
import { boardHoursLabel } from '#shared/board-hours.ts';
import { phoneHref } from '#shared/studio-rules.ts';
import { contactSectionId } from '../../../config/paths.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './address-details.module.css';

export function AddressFacts() {
  const { studio, board } = useSite();
  return (
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
      <dt>연습실 예약</dt>
      <dd>{boardHoursLabel(board)}</dd>
      <dt>전화</dt>
      <dd>
        <a href={phoneHref(studio.phone)}>{studio.phone}</a>
      </dd>
    </dl>
  );
}

export function StudioContact() {
  const { studio } = useSite();
  return (
    <section id={contactSectionId} className={styles.contact} aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.contactTitle}>
        상담 문의
      </h2>
      <p>
        수강 상담과 체험 레슨, 연습실 이용 문의는 전화로 편하게 연락 주세요. 수업 중에는 받지 못할 수 있으니,
        받지 못하면 다시 연락드리겠습니다.
      </p>
      <div className={styles.contactActions}>
        <a className="button" href={phoneHref(studio.phone)}>
          전화 걸기 {studio.phone}
        </a>
        {studio.kakaoChannelUrl ? (
          <a className="button button-secondary" href={studio.kakaoChannelUrl} rel="noopener">
            카카오톡 채널로 문의
          </a>
        ) : null}
      </div>
    </section>
  );
}
