import { Page } from '../../../components/ui/page.tsx';
import { useSite } from '../../site/site-context.tsx';
import { LegalDocument } from '../components/legal-document.tsx';

const closing = { heading: '부칙', sentence: (date: string) => `이 약관은 ${date}부터 시행합니다.` };

export function TermsPage() {
  const { studio, policies } = useSite();
  return (
    <Page title="이용약관" wide>
      <LegalDocument
        title={`${studio.name} 이용약관`}
        html={policies.terms.html}
        effectiveDate={policies.terms.effectiveDate}
        closing={closing}
      />
    </Page>
  );
}
