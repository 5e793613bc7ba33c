import { termsOfUse } from '#content/terms.ts';
import { Page } from '../../../components/ui/page.tsx';
import { LegalDocument } from '../components/legal-document.tsx';

const sections = termsOfUse.articles.map((article) => ({
  id: `article-${article.number}`,
  heading: `제${article.number}조 (${article.title})`,
  paragraphs: article.paragraphs,
}));

export function TermsPage() {
  return (
    <Page title="이용약관" wide>
      <LegalDocument title={termsOfUse.title} sections={sections} />
    </Page>
  );
}
