/**
 * The map on /address, drawn when the visitor asks for it (decision 025). Leaflet and its
 * stylesheet are a third of the page's script and its tiles come from another server, so the
 * page arrives with a still picture of the place in the map's box (the same size: nothing
 * moves) and a 지도 보기 button that fetches them. Before the script runs, 지도 보기 is a link
 * to the place on Kakao Map. A failure leaves the address text and direction links usable.
 */
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import type { LeafletMapProps, MapPlace } from './leaflet-map.tsx';
import styles from './studio-map.module.css';

/** A fresh lazy component each time: one whose download failed would only fail again. */
const lazyLeafletMap = (): ComponentType<LeafletMapProps> =>
  lazy(() => import('./leaflet-map.tsx').then((m) => ({ default: m.LeafletMap })));

/** The place on Kakao Map, for a browser that does not run our script. */
const kakaoPlaceUrl = ({ name, lat, lng }: MapPlace) =>
  `https://map.kakao.com/link/map/${encodeURIComponent(name)},${lat},${lng}`;

function MapPlaceholder({ place, onShow }: { place: MapPlace; onShow?: () => void }) {
  return (
    <div className={`${styles.frame} ${styles.still}`}>
      <div className={styles.placeholder}>
        <span className={styles.pin} aria-hidden="true" />
        <p className={styles.place}>
          <strong>{place.name}</strong>
          <span>{place.address}</span>
        </p>
        {onShow ? (
          <button type="button" className="button" onClick={onShow}>
            지도 보기
          </button>
        ) : (
          <a className="button" href={kakaoPlaceUrl(place)} target="_blank" rel="noopener noreferrer">
            지도 보기<span className="visually-hidden"> (새 창)</span>
          </a>
        )}
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className={`${styles.frame} ${styles.still}`}>
      <div className={styles.placeholder} role="status">
        <span className={styles.pin} aria-hidden="true" />
        <p className={styles.place}>지도를 불러오는 중입니다...</p>
      </div>
    </div>
  );
}

export function StudioMap() {
  const { studio } = useSite();
  const hydrated = useHydrated();
  const [LeafletMap, setLeafletMap] = useState<ComponentType<LeafletMapProps> | null>(null);
  const place: MapPlace = {
    name: studio.name,
    address: `${studio.address} ${studio.floor}`.trim(),
    ...studio.coordinates,
  };
  // The updater form: a component is itself a function, which setState would call.
  const load = () => setLeafletMap(() => lazyLeafletMap());

  if (!LeafletMap) return <MapPlaceholder place={place} onShow={hydrated ? load : undefined} />;
  return (
    <ErrorBoundary
      retry="render"
      fallback={(retry) => (
        <div className={styles.frame}>
          <div className={styles.placeholder} role="alert">
            <p>지도를 표시하지 못했습니다. 아래 주소와 길찾기 링크를 이용해 주세요.</p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                load();
                retry();
              }}
            >
              지도 다시 불러오기
            </button>
          </div>
        </div>
      )}
    >
      <Suspense fallback={<Loading />}>
        {/* The button that asked for the map is gone: the map takes its focus. */}
        <LeafletMap place={place} takeFocus />
      </Suspense>
    </ErrorBoundary>
  );
}
