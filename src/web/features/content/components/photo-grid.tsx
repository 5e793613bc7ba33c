import type { Photo } from '#content/photo.ts';
import styles from './photo-grid.module.css';
import { PhotoImage } from './photo-image.tsx';

export function PhotoGrid({ photos, label }: { photos: readonly Photo[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.src}>
          <PhotoImage photo={photo} className={styles.image} />
        </li>
      ))}
    </ul>
  );
}
