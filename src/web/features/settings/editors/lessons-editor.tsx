/**
 * The studio's lesson rules on /settings/lessons (수업 규칙): how many lessons a student may be
 * given before paying (미수), and when a 보강권 is granted, how long it and a payment stay valid. Its preview (app/section-previews.tsx) is what a teacher meets
 * on the student pages with the draft's limit.
 */

import { lessonsFieldLabels } from '../../../site-data/section-fields.ts';
import { LessonsForm } from './lessons/lessons-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

export const lessonsEditor: SectionEditor<'lessons'> = {
  key: 'lessons',
  title: '수업 규칙',
  description:
    '결제 전에 미리 진행할 수 있는 레슨 수(미수 한도), 보강권·결제 유효기간과 가족의 보강 예약: 학생 관리와 가족 페이지에서 레슨을 기록하고 보강을 잡고 결제를 받을 때 따르는 규칙입니다. 홈페이지에는 보이지 않습니다.',
  Form: LessonsForm,
  fieldLabels: lessonsFieldLabels,
};
