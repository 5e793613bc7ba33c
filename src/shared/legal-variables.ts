/**
 * The variables of the terms and the privacy policy: the owner writes `{{학원명}}` in the text
 * and the published studio details fill it in wherever the text is shown (the page rendered on
 * the server, the browser, the owner's preview), so a renamed studio or a new representative
 * reaches both texts without editing them. The stored text keeps the variable; a name the list
 * does not know stays exactly as typed, so a slip shows on the page instead of vanishing.
 */
import type { StudioSettings } from './schemas/site.ts';

type LegalStudio = Pick<
  StudioSettings,
  | 'name'
  | 'owner'
  | 'phone'
  | 'email'
  | 'address'
  | 'floor'
  | 'businessNumber'
  | 'privacyOfficer'
  | 'privacyOfficerContact'
>;

export interface LegalVariable {
  /** As written between the braces. */
  name: string;
  value(studio: LegalStudio): string;
}

export const LEGAL_VARIABLES: readonly LegalVariable[] = [
  { name: '학원명', value: (studio) => studio.name },
  { name: '대표자', value: (studio) => studio.owner },
  { name: '연락처', value: (studio) => studio.phone },
  { name: '이메일', value: (studio) => studio.email },
  { name: '주소', value: (studio) => [studio.address, studio.floor].filter(Boolean).join(' ') },
  { name: '사업자등록번호', value: (studio) => studio.businessNumber },
  // 개인정보 보호법 §31, 시행령 §32 ②: the representative answers for personal data unless another is named.
  { name: '개인정보보호책임자', value: (studio) => studio.privacyOfficer || studio.owner },
  { name: '개인정보보호책임자연락처', value: (studio) => studio.privacyOfficerContact || studio.phone },
];

/** The variables as the editor's help line lists them: `{{학원명}}`, `{{대표자}}`, … */
export const legalVariableTokens = LEGAL_VARIABLES.map((variable) => `{{${variable.name}}}`);

const byName = new Map(LEGAL_VARIABLES.map((variable) => [variable.name, variable]));

// Spaces inside the braces are forgiven (`{{ 학원명 }}`); a brace inside is not a variable.
const VARIABLE = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** As HTML text: the values are the owner's plain text, never markup. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The sanitised HTML of a legal text with every known variable replaced by its escaped value. */
export function fillLegalVariables(html: string, studio: LegalStudio): string {
  return html.replace(VARIABLE, (whole, name: string) => {
    const variable = byName.get(name);
    return variable ? escapeHtml(variable.value(studio)) : whole;
  });
}
