import { termsOfUse } from '#content/terms.ts';
import { Page } from '../../../components/ui/page.tsx';
import { TextBox } from '../components/text-box.tsx';

export function TermsPage() {
  return (
    <Page title="이용약관">
      <TextBox label={termsOfUse.title}>
        <h2>{termsOfUse.title}</h2>
        {termsOfUse.articles.map((article) => (
          <article key={article.number} aria-labelledby={`terms-${article.number}`}>
            <h3 id={`terms-${article.number}`}>
              제{article.number}조 ({article.title})
            </h3>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </article>
        ))}
      </TextBox>
    </Page>
  );
}
