/**
 * The narrower copies of an uploaded image, as the page and the server both name them: an
 * upload `/uploads/<hash>.webp` is also served 480 and 960 px wide at `/uploads/<hash>-480w.webp`
 * and `/uploads/<hash>-960w.webp` (made on first request, never wider than the upload), so a
 * phone can fetch the width it draws instead of the whole picture.
 */

/** The widths a copy is made at: a phone's list image (≈ 320 css px at 1.5–3×) and a column. */
export const UPLOAD_VARIANT_WIDTHS = [480, 960] as const;
export type UploadVariantWidth = (typeof UPLOAD_VARIANT_WIDTHS)[number];

/**
 * What the upload itself is described as when its width is not known. Uploads are at most
 * 1600 px on their longest side, so 1200 px wide for a portrait photo and 1600 for a landscape
 * one; the figure only decides when the browser takes the upload over the 960 px copy, and
 * both figures make it take the upload when it wants more than 960 px.
 */
export const UPLOAD_DEFAULT_WIDTH = 1200;

const UPLOAD_URL = /^\/uploads\/([a-f0-9]{16,64})\.webp$/;

/** `/uploads/<hash>-<width>w.webp`, or null for an address that is not an upload. */
export function uploadVariantUrl(url: string, width: UploadVariantWidth): string | null {
  const hash = UPLOAD_URL.exec(url)?.[1];
  return hash === undefined ? null : `/uploads/${hash}-${width}w.webp`;
}

/**
 * The `srcset` of an upload: its narrower copies and itself, each with its width. `width` is
 * the upload's own width when the page knows it (a post's image carries it): copies that would
 * be no narrower are left out, and with none left there is nothing to choose, so no srcset.
 * Any other address (an https image, a bundled asset) is left alone: undefined.
 */
export function uploadSrcSet(url: string, width?: number): string | undefined {
  if (!UPLOAD_URL.test(url)) return undefined;
  const own = width !== undefined && Number.isInteger(width) && width > 0 ? width : UPLOAD_DEFAULT_WIDTH;
  const candidates = UPLOAD_VARIANT_WIDTHS.filter((variant) => variant < own).map(
    (variant) => `${uploadVariantUrl(url, variant)} ${variant}w`,
  );
  if (candidates.length === 0) return undefined;
  return [...candidates, `${url} ${own}w`].join(', ');
}
