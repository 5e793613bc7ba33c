/**
 * The terms of use and the privacy policy on first start: the texts of terms.ts and privacy.ts
 * with the studio's name and privacy officer written as variables (`{{학원명}}` …,
 * src/shared/legal-variables.ts), which the pages fill in from the published studio details,
 * so a renamed studio reaches them. Written as the HTML the news editor makes (so opening them
 * in the editor and saving changes nothing); the owner edits them afterwards.
 */
import type { PoliciesContent } from '#shared/schemas/site-policies.ts';
import { privacySections } from './privacy.ts';
import { termsArticles } from './terms.ts';

export const POLICIES_EFFECTIVE_DATE = '2026-11-21';

/** As the editor writes text: only &, < and > are escaped. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text: string) => `<p>${escapeText(text)}</p>`;
const list = (tag: 'ol' | 'ul', items: string[]) =>
  items.length === 0 ? '' : `<${tag}>${items.map((item) => `<li>${paragraph(item)}</li>`).join('')}</${tag}>`;

const ITEM_NUMBER = /^\d+\.\s+/;

/** Paragraphs, with a run of "1. …", "2. …" written as a numbered list (the 각 호 of an article). */
function articleBody(paragraphs: string[]): string {
  let html = '';
  let items: string[] = [];
  for (const text of paragraphs) {
    if (ITEM_NUMBER.test(text)) {
      items.push(text.replace(ITEM_NUMBER, ''));
      continue;
    }
    html += list('ol', items) + paragraph(text);
    items = [];
  }
  return html + list('ol', items);
}

function defaultTermsHtml(studio: { name: string }): string {
  return termsArticles(studio)
    .map(
      (article) =>
        `<h2>${escapeText(`제${article.number}조 (${article.title})`)}</h2>${articleBody(article.paragraphs)}`,
    )
    .join('');
}

function defaultPrivacyHtml(studio: Parameters<typeof privacySections>[0]): string {
  return privacySections(studio)
    .map(
      (section) =>
        `<h2>${escapeText(section.title)}</h2>${section.paragraphs.map(paragraph).join('')}${list('ul', section.items)}`,
    )
    .join('');
}

export function defaultPolicies(): PoliciesContent {
  const studio = {
    name: '{{학원명}}',
    // No e-mail on first start: the line for it would show empty until the owner adds one.
    email: '',
    privacyOfficer: '{{개인정보보호책임자}}',
    privacyOfficerContact: '{{개인정보보호책임자연락처}}',
  };
  return {
    terms: { html: defaultTermsHtml(studio), effectiveDate: POLICIES_EFFECTIVE_DATE },
    privacy: { html: defaultPrivacyHtml(studio), effectiveDate: POLICIES_EFFECTIVE_DATE },
  };
}
