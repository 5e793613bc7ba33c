/**
 * The home page's pictures on /settings/photos: the hero and the gallery. Its preview
 * (app/section-previews.tsx) is the home page's hero and gallery, drawn by the public
 * components with the draft.
 */

import { photosFieldLabels } from '../../../site-data/section-fields.ts';
import { PhotosForm } from './photos/photos-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { menuEntry } from './section-menu.ts';

export const photosEditor: SectionEditor<'photos'> = {
  ...menuEntry('photos'),
  Form: PhotosForm,
  fieldLabels: photosFieldLabels,
};
