/**
 * The terms of use and the privacy policy as a section. Each text is the news editor's HTML, so
 * it is sanitised (docs/decisions/008) as it is stored, whichever route sent it, and the public
 * pages put it into the page as it is. Its rules are the legal texts' (src/server/rich-text/
 * rules.ts): headings h2 and h3, no pictures. A text that holds nothing once sanitised is
 * refused.
 */
import { defaultPolicies } from '#content/policies-defaults.ts';
import type { ErrorCode } from '#shared/messages/ko.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import type { PoliciesContent, PolicyKey } from '#shared/schemas/site-policies.ts';
import { AppError } from '../../app-error.ts';
import { LEGAL_RULES } from '../../rich-text/rules.ts';
import { isBlank, plainText, sanitizeRichText } from '../../rich-text/sanitize-rich-text.ts';
import { defineSection } from './section.ts';

const required: Record<PolicyKey, ErrorCode> = {
  terms: 'site.terms_required',
  privacy: 'site.privacy_required',
};

export const policiesSection = defineSection<PoliciesContent>({
  key: 'policies',
  ...siteSectionSchemas.policies,
  defaults: defaultPolicies,
  clean: (content) => {
    const cleaned = { ...content };
    for (const key of ['terms', 'privacy'] as const) {
      const html = sanitizeRichText(content[key].html, LEGAL_RULES);
      if (isBlank(html)) throw new AppError(required[key], 400);
      cleaned[key] = { ...content[key], html };
    }
    return cleaned;
  },
  // The audit page gets a line, not the whole text: the date, and how long the text is.
  shown: (policies, field) => {
    const { html, effectiveDate } = policies[field];
    return `시행일 ${effectiveDate}, 본문 ${plainText(html).length.toLocaleString('en')}자`;
  },
});
