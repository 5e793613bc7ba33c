/**
 * The curriculum and tuition page on /settings/curriculum. Its preview is the page's body,
 * drawn by the public components with the draft.
 */

import { useSite } from '../../../site-data/site-context.tsx';
import { CurriculumDetails } from '../../content/components/curriculum-details.tsx';
import { CurriculumForm, curriculumFieldLabels } from './curriculum/curriculum-form.tsx';
import styles from './fields/page-form.module.css';
import type { SectionEditor } from './section-editor-types.ts';

function CurriculumPreview() {
  const { lead } = useSite().curriculum;
  return (
    <div className={styles.preview}>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <CurriculumDetails />
    </div>
  );
}

export const curriculumEditor: SectionEditor<'curriculum'> = {
  key: 'curriculum',
  title: '커리큘럼·수강료',
  description: '교육 과정 페이지의 추천 대상, 개설 과정, 수강료 표, 수업 규칙, 환불 규정입니다.',
  Form: CurriculumForm,
  Preview: CurriculumPreview,
  fieldLabels: curriculumFieldLabels,
};
