/**
 * The studio's lesson rules on /settings/lessons (수업 규칙): how many lessons a student may be
 * given before paying (미수), and when a 보강권 is granted, how long it and a payment stay valid. Its preview (app/section-previews.tsx) is what a teacher meets
 * on the student pages with the draft's limit.
 */

import { lessonsFieldLabels } from '../../../site-data/section-fields.ts';
import { LessonsForm } from './lessons/lessons-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { menuEntry } from './section-menu.ts';

export const lessonsEditor: SectionEditor<'lessons'> = {
  ...menuEntry('lessons'),
  Form: LessonsForm,
  fieldLabels: lessonsFieldLabels,
};
