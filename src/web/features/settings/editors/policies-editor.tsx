/**
 * The terms of use and the privacy policy on /settings/policies. Its preview is both pages'
 * text, drawn by the public components with the draft.
 */
import { PrivacyDocument } from '../../content/components/privacy-document.tsx';
import { TermsDocument } from '../../content/components/terms-document.tsx';
import styles from './policies/policies-form.module.css';
import { PoliciesForm, policiesFieldLabels } from './policies/policies-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

function PoliciesPreview() {
  return (
    <div className={styles.preview}>
      <p className={styles.previewLabel}>이용약관 (/use)</p>
      <TermsDocument idPrefix="preview-terms-" />
      <p className={styles.previewLabel}>개인정보처리방침 (/person)</p>
      <PrivacyDocument idPrefix="preview-privacy-" />
    </div>
  );
}

export const policiesEditor: SectionEditor<'policies'> = {
  key: 'policies',
  title: '이용약관·개인정보 처리방침',
  description: '이용약관과 개인정보 처리방침의 본문과 시행일: 바닥글의 두 링크가 여는 페이지에 보입니다.',
  Form: PoliciesForm,
  Preview: PoliciesPreview,
  fieldLabels: policiesFieldLabels,
};
