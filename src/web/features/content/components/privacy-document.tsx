import { fillLegalVariables } from '#shared/legal-variables.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { LegalDocument } from './legal-document.tsx';

const closing = {
  heading: '시행일',
  sentence: (date: string) => `이 개인정보 처리방침은 ${date}부터 적용됩니다.`,
};

/** The privacy policy as published (or as the owner's draft, inside a preview), its variables filled in. */
export function PrivacyDocument({ idPrefix }: { idPrefix?: string }) {
  const { studio, policies } = useSite();
  return (
    <LegalDocument
      title={`${studio.name} 개인정보 처리방침`}
      html={fillLegalVariables(policies.privacy.html, studio)}
      effectiveDate={policies.privacy.effectiveDate}
      closing={closing}
      idPrefix={idPrefix}
    />
  );
}
