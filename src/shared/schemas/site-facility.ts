/**
 * The facility page as the owner edits it (DESIGN §4 "Studio content"): a few lines about the
 * studio's comforts, and four groups of pictures (lesson rooms, lounge, stage, practice rooms),
 * each with its title and 1 to 6 photos in the order shown.
 */
import { z } from 'zod';
import { sitePhoto, sitePhotoInput } from './site-photo.ts';
import { objectError } from './site-section.ts';
import { lineField } from './text.ts';

export const FACILITY_NOTES_MIN = 1;
export const FACILITY_NOTES_MAX = 10;
export const FACILITY_NOTE_MAX = 200;
/** The page is laid out for four groups, as the studio has four kinds of room. */
export const FACILITY_GROUPS = 4;
export const FACILITY_GROUP_TITLE_MAX = 40;
export const FACILITY_GROUP_PHOTOS_MIN = 1;
export const FACILITY_GROUP_PHOTOS_MAX = 6;

const groupInput = z.strictObject(
  {
    title: lineField({
      required: 'site.facility_title_required',
      tooLong: 'site.facility_title_too_long',
      max: FACILITY_GROUP_TITLE_MAX,
    }),
    photos: z
      .array(sitePhotoInput, { error: 'site.facility_photos_count' })
      .min(FACILITY_GROUP_PHOTOS_MIN, { error: 'site.facility_photos_count' })
      .max(FACILITY_GROUP_PHOTOS_MAX, { error: 'site.facility_photos_count' }),
  },
  { error: objectError },
);

/** What the owner sends. */
export const facilityInput = z.strictObject(
  {
    notes: z
      .array(
        lineField({
          required: 'site.facility_note_required',
          tooLong: 'site.facility_note_too_long',
          max: FACILITY_NOTE_MAX,
        }),
        { error: 'site.facility_notes_count' },
      )
      .min(FACILITY_NOTES_MIN, { error: 'site.facility_notes_count' })
      .max(FACILITY_NOTES_MAX, { error: 'site.facility_notes_count' })
      .meta({ description: `편의 시설 안내, 한 줄에 하나 (${FACILITY_NOTES_MIN}–${FACILITY_NOTES_MAX}줄)` }),
    groups: z
      .array(groupInput, { error: 'site.facility_groups_count' })
      .length(FACILITY_GROUPS, { error: 'site.facility_groups_count' })
      .meta({
        description: `사진 묶음 ${FACILITY_GROUPS}개 (제목과 사진 ${FACILITY_GROUP_PHOTOS_MIN}–${FACILITY_GROUP_PHOTOS_MAX}장)`,
      }),
  },
  { error: objectError },
);

/** As stored and answered. */
export const facilityContent = z.object({
  notes: z.array(z.string()).meta({ description: '편의 시설 안내, 한 줄에 하나' }),
  groups: z
    .array(z.object({ title: z.string(), photos: z.array(sitePhoto) }))
    .meta({ description: '사진 묶음: 제목과 사진, 보이는 순서대로' }),
});
export type FacilityContent = z.infer<typeof facilityContent>;
export type FacilityGroup = FacilityContent['groups'][number];
