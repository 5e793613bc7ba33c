/**
 * The terms of use (/use) and the privacy policy (/person) as the owner edits them (DESIGN §4
 * "Studio content"): each is prose written in the news editor (HTML, sanitised on the server
 * with the posts' allowlist plus the sub-heading level a legal text needs, before it is
 * stored) and the date it takes effect, which the page states and which the law asks for
 * (개인정보 보호법 시행령 §31: the policy names when it applies).
 */
import { z } from 'zod';
import type { ErrorCode } from '../messages/ko.ts';
import { textProblem } from '../text.ts';
import { isCalendarDate } from '../time.ts';
import { objectError } from './site-section.ts';

/** Each text's HTML as sent, in characters: the sixteen articles of the first terms take about 4,000. */
export const POLICY_HTML_MAX = 100_000;

interface PolicyCodes {
  required: ErrorCode;
  tooLong: ErrorCode;
  date: ErrorCode;
}

const policyError = (issue: { code?: string }) =>
  issue.code === 'unrecognized_keys' ? 'site.unknown_field' : 'site.policy_invalid';

/**
 * One text: its HTML is checked here only as text; the server then sanitises it and refuses
 * one that holds nothing once sanitised (src/server/features/site/policies-section.ts).
 */
function policyInput(codes: PolicyCodes) {
  return z.strictObject(
    {
      html: z
        .string({ error: codes.required })
        .max(POLICY_HTML_MAX, { error: codes.tooLong, abort: true })
        // Rich text may hold line breaks, never a control character (PostgreSQL cannot store a NUL).
        .refine((html) => textProblem(html, true) !== 'control', { error: 'text_control', abort: true })
        // The editor's empty text (`<p></p>`) is refused before it is sent, beside its field.
        .refine((html) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '', { error: codes.required })
        .meta({
          description: `본문 HTML (서버에서 정리되어 저장, 최대 ${POLICY_HTML_MAX.toLocaleString('en')}자)`,
        }),
      effectiveDate: z
        .string({ error: codes.date })
        .refine(isCalendarDate, { error: codes.date })
        .meta({ description: '시행일 YYYY-MM-DD (실제 있는 날짜)' }),
    },
    { error: policyError },
  );
}

/** What the owner sends: both texts, every time. */
export const policiesInput = z.strictObject(
  {
    terms: policyInput({
      required: 'site.terms_required',
      tooLong: 'site.terms_too_long',
      date: 'site.terms_date_invalid',
    }),
    privacy: policyInput({
      required: 'site.privacy_required',
      tooLong: 'site.privacy_too_long',
      date: 'site.privacy_date_invalid',
    }),
  },
  { error: objectError },
);

const policy = z.object({
  html: z.string().meta({ description: '정리된 본문 HTML: 조·항 제목은 h2, 소제목은 h3' }),
  effectiveDate: z.string().meta({ description: '시행일 YYYY-MM-DD' }),
});

/** As stored and answered. */
export const policiesContent = z.object({
  terms: policy.meta({ description: '이용약관 (/use)' }),
  privacy: policy.meta({ description: '개인정보 처리방침 (/person)' }),
});
export type PoliciesContent = z.infer<typeof policiesContent>;
export type PolicyKey = keyof PoliciesContent;
