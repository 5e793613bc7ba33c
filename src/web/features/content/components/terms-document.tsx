import { fillLegalVariables } from '#shared/legal-variables.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { LegalDocument } from './legal-document.tsx';

const closing = { heading: '부칙', sentence: (date: string) => `이 약관은 ${date}부터 시행합니다.` };

/** The terms as published (or as the owner's draft, inside a preview), its variables filled in. */
export function TermsDocument({ idPrefix }: { idPrefix?: string }) {
  const { studio, policies } = useSite();
  return (
    <LegalDocument
      title={`${studio.name} 이용약관`}
      html={fillLegalVariables(policies.terms.html, studio)}
      effectiveDate={policies.terms.effectiveDate}
      closing={closing}
      idPrefix={idPrefix}
    />
  );
}
