// Every picture on the site carries its size, so the page can reserve the space before it loads,
// and, where there is one, a half-width copy for phones (scripts/make-placeholder-photos.mjs
// writes both for the placeholders).
export interface Photo {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The picture and its half-width copy, for the browser to pick from (`srcset`). */
  srcSet?: string;
}
