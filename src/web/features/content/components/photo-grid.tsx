import type { Photo } from '../../../site-data/resolve-photo.ts';
import styles from './photo-grid.module.css';
import { PhotoImage } from './photo-image.tsx';

// Two across on phones (the first photo across both, and the last of an even number), three
// across a column of at most 700 px from 768 px up.
const FIRST_SIZES = '(max-width: 767.98px) 100vw, 240px';
const GRID_SIZES = '(max-width: 767.98px) 50vw, 240px';

/** The first photo, and the last of an even number (which would stand alone), take a phone's width. */
const wideOnPhones = (index: number, count: number) =>
  index === 0 || (index === count - 1 && count % 2 === 0);

interface PhotoGridProps {
  photos: readonly Photo[];
  label: string;
  /** The grid is on screen on arrival: its photos load at once instead of lazily. */
  eager?: boolean;
}

export function PhotoGrid({ photos, label, eager = false }: PhotoGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {photos.map((photo, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a picture may be shown twice; its place names it.
        <li key={index}>
          <PhotoImage
            photo={photo}
            className={styles.image}
            sizes={wideOnPhones(index, photos.length) ? FIRST_SIZES : GRID_SIZES}
            eager={eager}
          />
        </li>
      ))}
    </ul>
  );
}
