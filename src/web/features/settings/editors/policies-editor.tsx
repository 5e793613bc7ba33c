/**
 * The terms of use and the privacy policy on /settings/policies. Its preview
 * (app/section-previews.tsx) is both pages' text, drawn by the public components with the
 * draft.
 */

import { policiesFieldLabels } from '../../../site-data/section-fields.ts';
import { PoliciesForm } from './policies/policies-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

export const policiesEditor: SectionEditor<'policies'> = {
  key: 'policies',
  title: '이용약관·개인정보 처리방침',
  description: '이용약관과 개인정보 처리방침의 본문과 시행일: 바닥글의 두 링크가 여는 페이지에 보입니다.',
  Form: PoliciesForm,
  fieldLabels: policiesFieldLabels,
};
