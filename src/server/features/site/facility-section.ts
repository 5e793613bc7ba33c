/**
 * The facility page as a section: its notes and four groups of pictures. Every picture is
 * checked against the site before it is published (section-photos.ts).
 */
import { defaultFacility } from '#content/facility-defaults.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import type { FacilityContent } from '#shared/schemas/site-facility.ts';
import { photoLine } from './photos-section.ts';
import { defineSection } from './section.ts';
import { verifySitePhotos } from './section-photos.ts';

export const facilitySection = defineSection<FacilityContent>({
  key: 'facility',
  ...siteSectionSchemas.facility,
  defaults: defaultFacility,
  verify: verifySitePhotos,
  shown: (facility, field) =>
    field === 'notes'
      ? facility.notes.join(' / ')
      : facility.groups
          .map((group) => `${group.title}: ${group.photos.map(photoLine).join(', ')}`)
          .join(' / '),
});
