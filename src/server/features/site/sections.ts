/**
 * The sections of the studio's content, with what each starts as. Adding a section is a line
 * here and one in src/shared/schemas/site-content.ts; storage, routes and history follow.
 */

import { defaultStudioSettings } from '#content/studio-defaults.ts';
import type { StudioSettings } from '#shared/schemas/site.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import { boardSection } from './board-section.ts';
import { curriculumSection } from './curriculum-section.ts';
import { directorSection } from './director-section.ts';
import { facilitySection } from './facility-section.ts';
import { lessonsSection } from './lessons-section.ts';
import { photosSection } from './photos-section.ts';
import { policiesSection } from './policies-section.ts';
import { defineSection } from './section.ts';

export const studioSection = defineSection<StudioSettings>({
  key: 'studio',
  ...siteSectionSchemas.studio,
  defaults: defaultStudioSettings,
  shown: (studio, field) => {
    const value = studio[field];
    return typeof value === 'string' ? value : `${value.lat}, ${value.lng}`;
  },
});

export const siteSections = [
  studioSection,
  boardSection,
  directorSection,
  curriculumSection,
  photosSection,
  facilitySection,
  policiesSection,
  lessonsSection,
] as const;
