/**
 * The terms of use and the privacy policy on /settings/policies. Its preview
 * (app/section-previews.tsx) is both pages' text, drawn by the public components with the
 * draft.
 */

import { policiesFieldLabels } from '../../../site-data/section-fields.ts';
import { PoliciesForm } from './policies/policies-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { menuEntry } from './section-menu.ts';

export const policiesEditor: SectionEditor<'policies'> = {
  ...menuEntry('policies'),
  Form: PoliciesForm,
  fieldLabels: policiesFieldLabels,
};
