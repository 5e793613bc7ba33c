/**
 * A picture in the studio's content: a bundled one (`builtin:gallery-1`) or an upload of the
 * news pipeline (`/uploads/<hash>.webp`, checked and re-encoded when it was uploaded), with its
 * size so the page reserves its space, and a Korean description for those who cannot see it.
 */
import { z } from 'zod';
import { builtinPhotoName } from '#content/builtin-photos.ts';
import { wholeNumber } from './common.ts';
import { lineField } from './text.ts';

export const PHOTO_ALT_MAX = 200;
const UPLOAD_SRC = /^\/uploads\/[a-f0-9]{16,64}\.webp$/;

function isSitePhotoSrc(src: string): boolean {
  return UPLOAD_SRC.test(src) || builtinPhotoName(src) !== null;
}

const dimension = wholeNumber('site.photo_invalid', 1, 10_000);

/** What the owner sends for one picture. */
export const sitePhotoInput = z.strictObject(
  {
    src: z
      .string({ error: 'site.photo_invalid' })
      .refine(isSitePhotoSrc, { error: 'site.photo_invalid' })
      .meta({ description: 'builtin:<이름> 또는 /uploads/<해시>.webp' }),
    alt: lineField({
      required: 'site.photo_alt_required',
      tooLong: 'site.photo_alt_too_long',
      max: PHOTO_ALT_MAX,
    }),
    width: dimension,
    height: dimension,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'site.unknown_field' : 'site.photo_invalid') },
);

export const sitePhoto = z.object({
  src: z.string().meta({ description: 'builtin:<이름> 또는 /uploads/<해시>.webp' }),
  alt: z.string().meta({ description: '사진 설명 (대체 텍스트)' }),
  width: z.number().int(),
  height: z.number().int(),
});
export type SitePhoto = z.infer<typeof sitePhoto>;
