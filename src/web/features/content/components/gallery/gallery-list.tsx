import type { Photo } from '#content/photo.ts';
import { PhotoImage } from '../photo-image.tsx';
import styles from './gallery.module.css';

// Two across on phones; three across the page from 768 px up.
const LIST_SIZES = '(max-width: 767.98px) 50vw, 380px';

/** Phones (below 768px): the photos one under another, no slideshow (spec: gallery). */
export function GalleryList({ photos }: { photos: readonly Photo[] }) {
  return (
    <ul className={styles.list} aria-label="갤러리 사진 목록">
      {photos.map((photo) => (
        <li key={photo.src}>
          <PhotoImage photo={photo} className={styles.image} sizes={LIST_SIZES} />
        </li>
      ))}
    </ul>
  );
}
