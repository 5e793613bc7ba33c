/**
 * The curriculum and tuition page on /settings/curriculum. Its preview
 * (app/section-previews.tsx) is the page's body, drawn by the public components with the draft.
 */

import { curriculumFieldLabels } from '../../../site-data/section-fields.ts';
import { CurriculumForm } from './curriculum/curriculum-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { menuEntry } from './section-menu.ts';

export const curriculumEditor: SectionEditor<'curriculum'> = {
  ...menuEntry('curriculum'),
  Form: CurriculumForm,
  fieldLabels: curriculumFieldLabels,
};
