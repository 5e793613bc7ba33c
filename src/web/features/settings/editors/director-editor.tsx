/**
 * The director's page on /settings/director: the greeting and the teachers' cards. Its preview
 * (app/section-previews.tsx) is the page's body, drawn by the public components with the draft.
 */

import { directorFieldLabels } from '../../../site-data/section-fields.ts';
import { DirectorForm } from './director/director-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

export const directorEditor: SectionEditor<'director'> = {
  key: 'director',
  title: '원장·강사 소개',
  description: '원장 소개 페이지의 인사말과 선생님 소개 카드(이름, 담당, 사진, 경력)입니다.',
  Form: DirectorForm,
  fieldLabels: directorFieldLabels,
};
