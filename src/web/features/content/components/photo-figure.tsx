import type { Photo } from '../../../site-data/resolve-photo.ts';
import styles from './photo-figure.module.css';
import { PhotoImage } from './photo-image.tsx';

/** A picture no wider than the desktop image width (spec §9: 500px), full width on phones. */
export function PhotoFigure({ photo, caption }: { photo: Photo; caption?: string }) {
  return (
    <figure className={styles.figure}>
      <PhotoImage photo={photo} className={styles.image} sizes="(max-width: 540px) 100vw, 500px" />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
