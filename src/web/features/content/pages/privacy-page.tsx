import { privacyPolicy } from '#content/privacy.ts';
import { Page } from '../../../components/ui/page.tsx';
import { TextBox } from '../components/text-box.tsx';

export function PrivacyPage() {
  return (
    <Page title="개인정보처리방침">
      <TextBox label={privacyPolicy.title}>
        <h2>{privacyPolicy.title}</h2>
        {privacyPolicy.sections.map((section) => (
          <article key={section.title}>
            <h3>{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </article>
        ))}
      </TextBox>
    </Page>
  );
}
