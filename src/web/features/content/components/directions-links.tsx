/** Directions to the studio in the map apps Korean visitors use, and a call button. */
import { studio } from '#content/studio.ts';
import styles from './directions-links.module.css';

const { lat, lng } = studio.coordinates;
const name = encodeURIComponent(studio.name);

export const kakaoDirectionsUrl = `https://map.kakao.com/link/to/${name},${lat},${lng}`;
export const naverDirectionsUrl = `https://map.naver.com/p/directions/-/${lng},${lat},${name}/-/transit`;

export function DirectionsLinks() {
  return (
    <ul className={styles.links}>
      <li>
        <a
          className="button button-accent"
          href={kakaoDirectionsUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          카카오맵으로 길찾기<span className="visually-hidden"> (새 창)</span>
          <span aria-hidden="true">↗</span>
        </a>
      </li>
      <li>
        <a className="button" href={naverDirectionsUrl} target="_blank" rel="noopener noreferrer">
          네이버 지도로 길찾기<span className="visually-hidden"> (새 창)</span>
          <span aria-hidden="true">↗</span>
        </a>
      </li>
      <li>
        <a className="button button-secondary" href={`tel:${studio.phone.replaceAll('-', '')}`}>
          전화하기 {studio.phone}
        </a>
      </li>
    </ul>
  );
}
