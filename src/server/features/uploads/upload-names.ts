/**
 * The names served under /uploads/: an upload, `<hash>.webp` (the hash of its own bytes), and
 * its narrower copies, `<hash>-480w.webp` and `<hash>-960w.webp` (#shared/upload-images.ts).
 * Anything else is not ours and is answered 404 before any lookup, so no other name ever
 * reaches the store (no `..`, no other extension, no other width).
 */
import { UPLOAD_VARIANT_WIDTHS, type UploadVariantWidth } from '#shared/upload-images.ts';

const NAME = /^([a-f0-9]{16,64})(?:-(\d{1,4})w)?\.webp$/;

export type UploadName =
  | { name: string; kind: 'upload' }
  | { name: string; kind: 'variant'; source: string; width: UploadVariantWidth };

export function parseUploadName(name: string): UploadName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, hash, digits] = match;
  if (digits === undefined) return { name, kind: 'upload' };
  const width = UPLOAD_VARIANT_WIDTHS.find((known) => String(known) === digits);
  return width === undefined ? null : { name, kind: 'variant', source: `${hash}.webp`, width };
}
