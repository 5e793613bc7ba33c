/**
 * The studio's lesson rules on /settings/lessons (수업 규칙): how many lessons a student may be
 * given before paying (미수). Its preview (app/section-previews.tsx) is what a teacher meets
 * on the student pages with the draft's limit.
 */

import { lessonsFieldLabels } from '../../../site-data/section-fields.ts';
import { LessonsForm } from './lessons/lessons-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

export const lessonsEditor: SectionEditor<'lessons'> = {
  key: 'lessons',
  title: '수업 규칙',
  description:
    '결제 전에 미리 진행할 수 있는 레슨 수(미수 한도): 학생 관리에서 남은 레슨이 없는 학생의 출석·지각·당일취소를 몇 번까지 기록할 수 있는지 정합니다. 홈페이지에는 보이지 않습니다.',
  Form: LessonsForm,
  fieldLabels: lessonsFieldLabels,
};
