/**
 * The map on /address. Leaflet and its stylesheet are large and only this page needs them,
 * so they arrive in their own chunk; a failure leaves the address text and links usable.
 */
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { PartErrorBoundary } from './error-boundary.tsx';
import styles from './studio-map.module.css';

const LeafletMap = lazy(() => import('./leaflet-map.tsx').then((m) => ({ default: m.LeafletMap })));

function Loading() {
  return (
    <div className={styles.frame}>
      <div className={styles.placeholder}>
        <p>지도를 불러오는 중입니다...</p>
      </div>
    </div>
  );
}

export function StudioMap() {
  // Leaflet needs a browser: the server's HTML holds the placeholder.
  if (!useHydrated()) return <Loading />;
  return (
    <PartErrorBoundary
      fallback={(retry) => (
        <div className={styles.frame}>
          <div className={styles.placeholder} role="alert">
            <p>지도를 표시하지 못했습니다. 아래 주소와 길찾기 링크를 이용해 주세요.</p>
            <button type="button" className="button button-secondary" onClick={retry}>
              지도 다시 불러오기
            </button>
          </div>
        </div>
      )}
    >
      <Suspense fallback={<Loading />}>
        <LeafletMap />
      </Suspense>
    </PartErrorBoundary>
  );
}
