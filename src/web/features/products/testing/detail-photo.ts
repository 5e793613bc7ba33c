/** A product photo from an upload, and how ProductImage draws it as the detail page's first image. */
import { expect } from 'vitest';

/** An upload's name, without its extension. */
export const UPLOAD = '0123456789abcdef0123456789abcdef';

/** Every attribute of the detail photo of `UPLOAD`: the copy that fits 200px, loaded first. */
export const detailPhotoAttributes = {
  class: expect.any(String),
  src: `/uploads/${UPLOAD}.webp`,
  srcset: `/uploads/${UPLOAD}-480w.webp 480w, /uploads/${UPLOAD}-960w.webp 960w, /uploads/${UPLOAD}.webp 1200w`,
  sizes: '200px',
  width: '400',
  height: '300',
  alt: '',
  fetchpriority: 'high',
};
