/**
 * The photo gallery: a slideshow from 768px up, a plain list below (spec: gallery). The
 * slideshow's code is fetched only when a wide screen needs it.
 */
import { lazy, Suspense } from 'react';
import { gallery } from '#content/gallery.ts';
import { useMediaQuery, wideQuery } from '../../../../lib/use-media-query.ts';
import { PartErrorBoundary } from '../error-boundary.tsx';
import styles from './gallery.module.css';
import { GalleryList } from './gallery-list.tsx';

const GallerySlideshow = lazy(() =>
  import('./gallery-slideshow.tsx').then((m) => ({ default: m.GallerySlideshow })),
);

export function Gallery() {
  const wide = useMediaQuery(wideQuery);
  const list = <GalleryList photos={gallery.photos} />;
  return (
    <section className={styles.section} aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className={styles.heading}>
        {gallery.heading}
      </h2>
      {wide ? (
        // If the slideshow cannot load, the same photos still show as a list.
        <PartErrorBoundary fallback={() => list}>
          <Suspense fallback={<div className={styles.pending} />}>
            <GallerySlideshow photos={gallery.photos} />
          </Suspense>
        </PartErrorBoundary>
      ) : (
        list
      )}
    </section>
  );
}
