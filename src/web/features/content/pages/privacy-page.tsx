import { privacyPolicy } from '#content/privacy.ts';
import { Page } from '../../../components/ui/page.tsx';
import { LegalDocument } from '../components/legal-document.tsx';

const sections = privacyPolicy.sections.map((section, index) => ({
  id: `section-${index + 1}`,
  heading: section.title,
  paragraphs: section.paragraphs,
}));

export function PrivacyPage() {
  return (
    <Page title="개인정보처리방침" wide>
      <LegalDocument title={privacyPolicy.title} sections={sections} />
    </Page>
  );
}
