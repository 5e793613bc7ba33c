/**
 * The facility page on /settings/facility: its notes and four groups of photos. Its preview
 * (app/section-previews.tsx) is the facility page's body, drawn by the public components with
 * the draft.
 */

import { facilityFieldLabels } from '../../../site-data/section-fields.ts';
import { FacilityForm } from './facility/facility-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

export const facilityEditor: SectionEditor<'facility'> = {
  key: 'facility',
  title: '시설 안내',
  description: '시설 안내 페이지의 편의 시설 안내와 네 묶음의 사진(묶음마다 제목과 사진 1–6장)입니다.',
  Form: FacilityForm,
  fieldLabels: facilityFieldLabels,
};
