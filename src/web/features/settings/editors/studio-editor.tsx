/**
 * The studio section on /settings/studio: name, contact, address and map position, hours,
 * parking, business details. Its preview (app/section-previews.tsx) is what the directions page
 * says under its map and the footer of every page, drawn by the public components with the
 * draft.
 */

import { studioFieldLabels } from '../../../site-data/section-fields.ts';
import type { SectionEditor } from './section-editor-types.ts';
import { menuEntry } from './section-menu.ts';
import { StudioForm } from './studio/studio-form.tsx';

export const studioEditor: SectionEditor<'studio'> = {
  ...menuEntry('studio'),
  Form: StudioForm,
  fieldLabels: studioFieldLabels,
};
