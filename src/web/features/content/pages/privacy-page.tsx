import { Page } from '../../../components/ui/page.tsx';
import { PrivacyDocument } from '../components/privacy-document.tsx';

export function PrivacyPage() {
  return (
    <Page title="개인정보처리방침" wide>
      <PrivacyDocument />
    </Page>
  );
}
