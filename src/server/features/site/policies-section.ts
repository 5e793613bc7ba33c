/**
 * The terms of use and the privacy policy as a section. Each text is the news editor's HTML, so
 * it passes the posts' sanitiser (docs/decisions/008) before it is stored, and the public pages
 * put it into the page as it is. The rules differ from a post's in two ways, both because a
 * legal text sits under the page's own h1: its headings are h2 (an article, 제1조 …) and h3
 * (a part of one), an h1 becoming an h2 and a deeper heading an h3; and it holds no pictures.
 * A text that holds nothing once sanitised is refused.
 */
import { defaultPolicies } from '#content/policies-defaults.ts';
import type { ErrorCode } from '#shared/messages/ko.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import type { PoliciesContent, PolicyKey } from '#shared/schemas/site-policies.ts';
import { plainText, type RichTextRules, sanitizeRichText } from '../../rich-text/sanitize-rich-text.ts';
import { defineSection } from './section.ts';

export const POLICY_RULES: RichTextRules = {
  headings: ['h2', 'h3'],
  renameHeadings: { h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' },
  images: false,
};

export function sanitizePolicy(html: string): string {
  return sanitizeRichText(html, POLICY_RULES);
}

const required: Record<PolicyKey, ErrorCode> = {
  terms: 'site.terms_required',
  privacy: 'site.privacy_required',
};

const input = siteSectionSchemas.policies.input.transform((content, context) => {
  const sanitised = { ...content };
  for (const key of ['terms', 'privacy'] as const) {
    const html = sanitizePolicy(content[key].html);
    if (plainText(html) === '') {
      context.addIssue({ code: 'custom', message: required[key], path: [key, 'html'] });
    }
    sanitised[key] = { ...content[key], html };
  }
  return sanitised;
});

export const policiesSection = defineSection<PoliciesContent>({
  key: 'policies',
  label: siteSectionSchemas.policies.label,
  input,
  shape: siteSectionSchemas.policies.shape,
  defaults: defaultPolicies,
  // The audit page gets a line, not the whole text: the date, and how long the text is.
  shown: (policies, field) => {
    const { html, effectiveDate } = policies[field];
    return `시행일 ${effectiveDate}, 본문 ${plainText(html).length.toLocaleString('en')}자`;
  },
});
