// Every picture on the site carries its size, so the page can reserve the space before it loads,
// and a half-width copy for phones (scripts/make-placeholder-photos.mjs writes both).
export interface Photo {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The picture and its half-width copy, for the browser to pick from (`srcset`). */
  srcSet?: string;
}

const withHalf = (src: string, half: string, width: number) => `${half} ${width / 2}w, ${src} ${width}w`;

// Gallery and facility pictures share one 4:3 frame.
export const landscapePhoto = (src: string, half: string, alt: string): Photo => ({
  src,
  alt,
  width: 800,
  height: 600,
  srcSet: withHalf(src, half, 800),
});

export const squarePhoto = (src: string, half: string, alt: string): Photo => ({
  src,
  alt,
  width: 600,
  height: 600,
  srcSet: withHalf(src, half, 600),
});

export const heroSizedPhoto = (src: string, half: string, alt: string): Photo => ({
  src,
  alt,
  width: 1600,
  height: 800,
  srcSet: withHalf(src, half, 1600),
});
