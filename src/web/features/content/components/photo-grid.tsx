import type { Photo } from '#content/photo.ts';
import styles from './photo-grid.module.css';
import { PhotoImage } from './photo-image.tsx';

// Two across on phones, three across a column of at most 700 px from 768 px up.
const GRID_SIZES = '(max-width: 767.98px) 50vw, 240px';

export function PhotoGrid({ photos, label }: { photos: readonly Photo[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.src}>
          <PhotoImage photo={photo} className={styles.image} sizes={GRID_SIZES} />
        </li>
      ))}
    </ul>
  );
}
