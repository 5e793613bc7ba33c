/**
 * The facility page on /settings/facility: its notes and four groups of photos. Its preview
 * (app/section-previews.tsx) is the facility page's body, drawn by the public components with
 * the draft.
 */

import { facilityFieldLabels } from '../../../site-data/section-fields.ts';
import { FacilityForm } from './facility/facility-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { menuEntry } from './section-menu.ts';

export const facilityEditor: SectionEditor<'facility'> = {
  ...menuEntry('facility'),
  Form: FacilityForm,
  fieldLabels: facilityFieldLabels,
};
