import { Page } from '../../../components/ui/page.tsx';
import { useSite } from '../../site/site-context.tsx';
import { LegalDocument } from '../components/legal-document.tsx';

const closing = {
  heading: '시행일',
  sentence: (date: string) => `이 개인정보 처리방침은 ${date}부터 적용됩니다.`,
};

export function PrivacyPage() {
  const { studio, policies } = useSite();
  return (
    <Page title="개인정보처리방침" wide>
      <LegalDocument
        title={`${studio.name} 개인정보 처리방침`}
        html={policies.privacy.html}
        effectiveDate={policies.privacy.effectiveDate}
        closing={closing}
      />
    </Page>
  );
}
