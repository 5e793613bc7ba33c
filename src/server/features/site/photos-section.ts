/**
 * The home page's pictures as a section: the hero with its lines, and the gallery. Every picture is checked
 * against the site before it is published (section-photos.ts).
 */
import { defaultPhotos } from '#content/photos-defaults.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import type { SitePhoto } from '#shared/schemas/site-photo.ts';
import type { PhotosContent } from '#shared/schemas/site-photos.ts';
import { defineSection } from './section.ts';
import { verifySitePhotos } from './section-photos.ts';

/** A picture as one line of the audit page: what it shows, and which file. */
export const photoLine = (photo: SitePhoto) => `${photo.alt} (${photo.src})`;

export const photosSection = defineSection<PhotosContent>({
  key: 'photos',
  ...siteSectionSchemas.photos,
  defaults: defaultPhotos,
  verify: verifySitePhotos,
  shown: (photos, field) => {
    if (field === 'hero') return photoLine(photos.hero);
    if (field === 'gallery') return photos.gallery.map(photoLine).join(' / ');
    return photos[field];
  },
});
