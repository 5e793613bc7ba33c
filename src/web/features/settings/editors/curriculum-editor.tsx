/**
 * The curriculum and tuition page on /settings/curriculum. Its preview
 * (app/section-previews.tsx) is the page's body, drawn by the public components with the draft.
 */

import { curriculumFieldLabels } from '../../../site-data/section-fields.ts';
import { CurriculumForm } from './curriculum/curriculum-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

export const curriculumEditor: SectionEditor<'curriculum'> = {
  key: 'curriculum',
  title: '커리큘럼·수강료',
  description: '교육 과정 페이지의 추천 대상, 개설 과정, 수강료 표, 수업 규칙, 환불 규정입니다.',
  Form: CurriculumForm,
  fieldLabels: curriculumFieldLabels,
};
