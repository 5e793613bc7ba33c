/**
 * Every section of the studio's content, by name: what the owner sends and what is answered.
 * `GET /api/site` answers them all at once, which is what the public pages read.
 */
import { z } from 'zod';
import { studioSettings, studioSettingsInput } from './site.ts';
import { boardSettings, boardSettingsInput } from './site-board.ts';
import { curriculumContent, curriculumInput } from './site-curriculum.ts';
import { directorContent, directorInput } from './site-director.ts';
import { facilityContent, facilityInput } from './site-facility.ts';
import { lessonRules, lessonRulesInput } from './site-lessons.ts';
import { photosContent, photosInput } from './site-photos.ts';
import { policiesContent, policiesInput } from './site-policies.ts';
import { copyright, objectError, version } from './site-section.ts';

export const siteSectionSchemas = {
  studio: { label: '학원 정보', input: studioSettingsInput, shape: studioSettings },
  director: { label: '원장·강사 소개', input: directorInput, shape: directorContent },
  curriculum: { label: '커리큘럼·수강료', input: curriculumInput, shape: curriculumContent },
  board: { label: '연습실 예약', input: boardSettingsInput, shape: boardSettings },
  photos: { label: '대표 사진·갤러리', input: photosInput, shape: photosContent },
  facility: { label: '시설 안내', input: facilityInput, shape: facilityContent },
  policies: { label: '이용약관·개인정보 처리방침', input: policiesInput, shape: policiesContent },
  lessons: { label: '수업 규칙', input: lessonRulesInput, shape: lessonRules },
} as const;

export type SiteSectionKey = keyof typeof siteSectionSchemas;
export const SITE_SECTION_KEYS = Object.keys(siteSectionSchemas) as SiteSectionKey[];

type Shapes = { [Key in SiteSectionKey]: (typeof siteSectionSchemas)[Key]['shape'] };
const shapes = Object.fromEntries(
  SITE_SECTION_KEYS.map((key) => [key, siteSectionSchemas[key].shape]),
) as Shapes;
const versions = Object.fromEntries(SITE_SECTION_KEYS.map((key) => [key, z.number().int()])) as {
  [Key in SiteSectionKey]: z.ZodNumber;
};

/** The whole published site: each section's content, and the version each is at. */
export const siteResponse = z.object({
  copyright,
  versions: z.object(versions).meta({ description: '항목별 게시 버전 번호' }),
  ...shapes,
});
export type SiteDocument = z.infer<typeof siteResponse>;

type Inputs = { [Key in SiteSectionKey]: z.ZodOptional<(typeof siteSectionSchemas)[Key]['input']> };
const inputs = Object.fromEntries(
  SITE_SECTION_KEYS.map((key) => [key, siteSectionSchemas[key].input.optional()]),
) as Inputs;
const startedFrom = Object.fromEntries(SITE_SECTION_KEYS.map((key) => [key, version.optional()])) as {
  [Key in SiteSectionKey]: z.ZodOptional<typeof version>;
};

/**
 * Several sections published as one change (`PUT /api/site`): each under its name, each with
 * the version it was made from in `versions`. One stale version and nothing is published.
 */
export const saveSiteRequest = z
  .strictObject(
    {
      versions: z
        .strictObject(startedFrom, { error: objectError })
        .meta({ description: '보내는 항목마다 고치기 시작할 때 받은 버전 번호' }),
      ...inputs,
    },
    { error: objectError },
  )
  .superRefine((request, context) => {
    const sent = SITE_SECTION_KEYS.filter((key) => request[key] !== undefined);
    if (sent.length === 0) context.addIssue({ code: 'custom', message: 'site.nothing_to_publish' });
    for (const key of sent) {
      if (request.versions[key] === undefined) {
        context.addIssue({ code: 'custom', message: 'site.version_required', path: ['versions', key] });
      }
    }
  });
