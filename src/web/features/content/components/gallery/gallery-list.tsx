import type { CSSProperties } from 'react';
import type { Photo } from '../../../../site-data/resolve-photo.ts';
import { PhotoImage } from '../photo-image.tsx';
import styles from './gallery.module.css';
import { SLIDES_IN_VIEW } from './gallery-view.ts';

// Two across on phones; three across the page from 768 px up.
const LIST_SIZES = '(max-width: 767.98px) 50vw, 380px';

/** Phones (below 768px): the photos one under another, no slideshow (spec: gallery). */
export function GalleryList({ photos }: { photos: readonly Photo[] }) {
  // Wide screens show a row of at most three; fewer photos stand centred in a narrower row.
  const columns = { '--gallery-columns': Math.min(photos.length, SLIDES_IN_VIEW) } as CSSProperties;
  return (
    <ul className={styles.list} style={columns} aria-label="갤러리 사진 목록">
      {photos.map((photo, index) => (
        // The owner may show one picture twice: the place, not the address, names an item.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever replaced whole.
        <li key={index}>
          <PhotoImage photo={photo} className={styles.image} sizes={LIST_SIZES} />
        </li>
      ))}
    </ul>
  );
}
