/**
 * A picture of the studio's content as the page draws it: a bundled picture becomes its hashed
 * file and half-width copy, an upload its narrower copies (src/shared/upload-images.ts).
 *
 * The web app's one door to the pictures that ship with the site (src/content): components
 * take the `Photo` type and a bundled picture's reference from here, never from src/content.
 */
import { BUILTIN_PHOTO_FILES } from '#content/builtin-photo-files.ts';
import { builtinPhotoName } from '#content/builtin-photos.ts';
import type { Photo } from '#content/photo.ts';
import type { SitePhoto } from '#shared/schemas/site-photo.ts';
import { uploadSrcSet } from '#shared/upload-images.ts';

export { builtinPhoto } from '#content/builtin-photos.ts';
export type { Photo };

export function resolvePhoto(photo: SitePhoto): Photo {
  const { alt, width, height } = photo;
  const builtin = builtinPhotoName(photo.src);
  if (builtin) {
    const files = BUILTIN_PHOTO_FILES[builtin];
    return {
      src: files.src,
      alt,
      width,
      height,
      srcSet: `${files.half} ${width / 2}w, ${files.src} ${width}w`,
    };
  }
  const srcSet = uploadSrcSet(photo.src, width);
  return { src: photo.src, alt, width, height, ...(srcSet ? { srcSet } : {}) };
}
