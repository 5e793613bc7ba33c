import { Page } from '../../../components/ui/page.tsx';
import { TermsDocument } from '../components/terms-document.tsx';

export function TermsPage() {
  return (
    <Page title="이용약관" wide>
      <TermsDocument />
    </Page>
  );
}
