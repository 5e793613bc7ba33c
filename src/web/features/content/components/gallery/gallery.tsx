/**
 * The photo gallery, as the owner last published it: a slideshow from 768px up, a plain list
 * below (spec: gallery). The slideshow's code is fetched only when a wide screen needs it, and
 * only when there are more photos than fit in its view; a few photos simply stand in a row.
 */
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../../components/error-boundary.tsx';
import { useMediaQuery, wideQuery } from '../../../../lib/use-media-query.ts';
import { resolvePhoto } from '../../../../site-data/resolve-photo.ts';
import { useSite } from '../../../../site-data/site-context.tsx';
import styles from './gallery.module.css';
import { GalleryList } from './gallery-list.tsx';
import { SLIDES_IN_VIEW } from './gallery-view.ts';

const GallerySlideshow = lazy(() =>
  import('./gallery-slideshow.tsx').then((m) => ({ default: m.GallerySlideshow })),
);

export function Gallery() {
  const { photos: content } = useSite();
  const wide = useMediaQuery(wideQuery);
  const photos = content.gallery.map(resolvePhoto);
  const list = <GalleryList photos={photos} />;
  return (
    <section className={styles.section} aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className={styles.heading}>
        {content.galleryHeading}
      </h2>
      {wide && photos.length > SLIDES_IN_VIEW ? (
        // If the slideshow cannot load, the same photos still show as a list.
        <ErrorBoundary fallback={() => list}>
          <Suspense fallback={<div className={styles.pending} />}>
            <GallerySlideshow photos={photos} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        list
      )}
    </section>
  );
}
