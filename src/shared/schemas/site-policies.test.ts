import { describe, expect, it } from 'vitest';
import { defaultPolicies } from '#content/policies-defaults.ts';
import { policiesInput } from './site-policies.ts';

const codes = (input: unknown) => {
  const result = policiesInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the legal texts a save sends', () => {
  const policies = defaultPolicies();

  it('takes the first-start texts as they are', () => {
    expect(policiesInput.parse(policies)).toEqual(policies);
  });

  it.each([
    [{ terms: { ...policies.terms, html: '<p></p>' } }, [['terms.html', 'site.terms_required']]],
    [
      { privacy: { ...policies.privacy, html: '<h2> </h2><p>&nbsp;</p>' } },
      [['privacy.html', 'site.privacy_required']],
    ],
    [
      { terms: { ...policies.terms, effectiveDate: '2026-02-29' } },
      [['terms.effectiveDate', 'site.terms_date_invalid']],
    ],
    [
      { privacy: { ...policies.privacy, effectiveDate: '' } },
      [['privacy.effectiveDate', 'site.privacy_date_invalid']],
    ],
    [
      { terms: { ...policies.terms, html: `<p>${'가'.repeat(100_000)}</p>` } },
      [['terms.html', 'site.terms_too_long']],
    ],
  ])('refuses %j with %j, on the field it names', (change, expected) => {
    expect(codes({ ...policies, ...change })).toEqual(expected);
  });

  it('takes a leap day that exists', () => {
    expect(codes({ ...policies, terms: { ...policies.terms, effectiveDate: '2028-02-29' } })).toEqual([]);
  });
});
