/**
 * The home page's pictures as the owner edits them (DESIGN §4 "Studio content"): the hero's
 * wide picture with the lines written over it, and the gallery's heading with its photos in the
 * order shown, 1 to 12 of them.
 */
import { z } from 'zod';
import { sitePhoto, sitePhotoInput } from './site-photo.ts';
import { objectError } from './site-section.ts';
import { lineField } from './text.ts';

export const GALLERY_HEADING_MAX = 60;
export const HERO_TAGLINE_MAX = 40;
export const HERO_INTRO_MAX = 200;
export const GALLERY_PHOTOS_MIN = 1;
export const GALLERY_PHOTOS_MAX = 12;

/** What the owner sends: every picture with its description, the gallery in its order. */
export const photosInput = z.strictObject(
  {
    hero: sitePhotoInput.meta({ description: '첫 화면의 넓은 대표 사진' }),
    heroTagline: lineField({
      required: 'site.hero_tagline_required',
      tooLong: 'site.hero_tagline_too_long',
      max: HERO_TAGLINE_MAX,
    }).meta({ description: `학원 이름 위의 한 줄 (1–${HERO_TAGLINE_MAX}자)` }),
    heroIntro: lineField({
      required: 'site.hero_intro_required',
      tooLong: 'site.hero_intro_too_long',
      max: HERO_INTRO_MAX,
    }).meta({
      description: `학원 이름 아래의 소개 문장 (1–${HERO_INTRO_MAX}자, 연습실 운영 시간이 뒤에 붙음)`,
    }),
    galleryHeading: lineField({
      required: 'site.gallery_heading_required',
      tooLong: 'site.gallery_heading_too_long',
      max: GALLERY_HEADING_MAX,
    }),
    gallery: z
      .array(sitePhotoInput, { error: 'site.gallery_count' })
      .min(GALLERY_PHOTOS_MIN, { error: 'site.gallery_count' })
      .max(GALLERY_PHOTOS_MAX, { error: 'site.gallery_count' })
      .meta({ description: `갤러리 사진, 보이는 순서대로 (${GALLERY_PHOTOS_MIN}–${GALLERY_PHOTOS_MAX}장)` }),
  },
  { error: objectError },
);

/** As stored and answered. */
export const photosContent = z.object({
  hero: sitePhoto,
  heroTagline: z.string().meta({ description: '학원 이름 위의 한 줄' }),
  heroIntro: z.string().meta({ description: '학원 이름 아래의 소개 문장' }),
  galleryHeading: z.string().meta({ description: '갤러리 제목' }),
  gallery: z.array(sitePhoto).meta({ description: '갤러리 사진, 보이는 순서대로' }),
});
export type PhotosContent = z.infer<typeof photosContent>;
