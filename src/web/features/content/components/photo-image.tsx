import type { Photo } from '../../../site-data/resolve-photo.ts';

interface PhotoImageProps {
  photo: Photo;
  className?: string;
  /** Pictures seen on arrival load at once; the rest wait until they are near the screen. */
  eager?: boolean;
  /** How wide the picture is drawn at each screen width, so the browser picks the right copy. */
  sizes: string;
}

/** A content picture with its real size reserved, so nothing jumps while it loads. */
export function PhotoImage({ photo, className, eager = false, sizes }: PhotoImageProps) {
  return (
    <img
      className={className}
      src={photo.src}
      srcSet={photo.srcSet}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
