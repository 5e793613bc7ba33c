/**
 * The director's page on /settings/director: the greeting and the teachers' cards. Its preview
 * (app/section-previews.tsx) is the page's body, drawn by the public components with the draft.
 */

import { directorFieldLabels } from '../../../site-data/section-fields.ts';
import { DirectorForm } from './director/director-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { menuEntry } from './section-menu.ts';

export const directorEditor: SectionEditor<'director'> = {
  ...menuEntry('director'),
  Form: DirectorForm,
  fieldLabels: directorFieldLabels,
};
