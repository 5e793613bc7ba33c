/**
 * Directions to the studio in the map apps Korean visitors use, and a call button: to the
 * name, place and phone number the owner last published.
 */
import type { StudioSettings } from '#shared/schemas/site.ts';
import { phoneHref } from '#shared/studio-rules.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './directions-links.module.css';

type Place = Pick<StudioSettings, 'name' | 'coordinates'>;

const kakaoDirectionsUrl = ({ name, coordinates: { lat, lng } }: Place) =>
  `https://map.kakao.com/link/to/${encodeURIComponent(name)},${lat},${lng}`;
const naverDirectionsUrl = ({ name, coordinates: { lat, lng } }: Place) =>
  `https://map.naver.com/p/directions/-/${lng},${lat},${encodeURIComponent(name)}/-/transit`;

export function DirectionsLinks() {
  const { studio } = useSite();
  return (
    <ul className={styles.links}>
      <li>
        <a
          className="button button-accent"
          href={kakaoDirectionsUrl(studio)}
          target="_blank"
          rel="noopener noreferrer"
        >
          카카오맵으로 길찾기<span className="visually-hidden"> (새 창)</span>
          <span aria-hidden="true">↗</span>
        </a>
      </li>
      <li>
        <a className="button" href={naverDirectionsUrl(studio)} target="_blank" rel="noopener noreferrer">
          네이버 지도로 길찾기<span className="visually-hidden"> (새 창)</span>
          <span aria-hidden="true">↗</span>
        </a>
      </li>
      <li>
        <a className="button button-secondary" href={phoneHref(studio.phone)}>
          전화하기 {studio.phone}
        </a>
      </li>
    </ul>
  );
}
