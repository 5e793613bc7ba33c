/**
 * The pictures inside a section's content, wherever they sit (a hero, a gallery, a teacher's
 * card, a group of a page), and the check every section with pictures shares before a save is
 * published: an upload must be one the site really has, and every picture is given its real
 * size, whatever the browser said, so pages reserve the right space for it.
 */
import type { FastifyInstance } from 'fastify';
import { BUILTIN_PHOTOS, builtinPhotoName } from '#content/builtin-photos.ts';
import type { SitePhoto } from '#shared/schemas/site-photo.ts';
import { AppError } from '../../app-error.ts';
import { readUploadSize, type UploadSize } from '../uploads/index.ts';

const PHOTO_KEYS = ['alt', 'height', 'src', 'width'];

/** A checked picture: exactly `{src, alt, width, height}`, as the input schema leaves it. */
export function isSitePhoto(value: unknown): value is SitePhoto {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  if (keys.length !== PHOTO_KEYS.length || keys.some((key, index) => key !== PHOTO_KEYS[index])) return false;
  const photo = value as Record<string, unknown>;
  return typeof photo.src === 'string' && typeof photo.alt === 'string';
}

/** Every picture in `value`, in document order. */
export function sitePhotosIn(value: unknown): SitePhoto[] {
  if (isSitePhoto(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(sitePhotosIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(sitePhotosIn);
  return [];
}

/** `value` with each picture replaced by `change(picture)`; everything else as it was. */
export function mapSitePhotos<T>(value: T, change: (photo: SitePhoto) => SitePhoto): T {
  if (isSitePhoto(value)) return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapSitePhotos(item, change)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapSitePhotos(item, change)]),
    ) as T;
  }
  return value;
}

/**
 * A section's `verify`: refuses content naming an upload the site does not have (400
 * `site.photo_missing`), and gives every picture its real size, read from the upload itself
 * or from the bundled pictures' table.
 */
export async function verifySitePhotos<Content>(content: Content, app: FastifyInstance): Promise<Content> {
  const uploads = [...new Set(sitePhotosIn(content).map((photo) => photo.src))].filter(
    (src) => builtinPhotoName(src) === null,
  );
  const sizes = new Map<string, UploadSize>();
  for (const src of uploads) {
    const size = await readUploadSize(app, src);
    if (!size) throw new AppError('site.photo_missing', 400);
    sizes.set(src, size);
  }
  return mapSitePhotos(content, (photo) => {
    const builtin = builtinPhotoName(photo.src);
    const size = builtin ? BUILTIN_PHOTOS[builtin] : sizes.get(photo.src);
    return size ? { ...photo, width: size.width, height: size.height } : photo;
  });
}
