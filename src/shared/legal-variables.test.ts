import { describe, expect, it } from 'vitest';
import { fillLegalVariables, legalVariableTokens } from './legal-variables.ts';

const studio = {
  name: '새음 음악학원',
  owner: '한가람',
  phone: '051-123-4567',
  email: 'hello@saeeum.example.kr',
  address: '부산광역시 해운대구 파도로 12',
  floor: '2층 201호',
  businessNumber: '123-45-67891',
  privacyOfficer: '',
  privacyOfficerContact: '',
};

describe('fillLegalVariables', () => {
  it('fills every variable the help line names', () => {
    expect(fillLegalVariables(`<p>${legalVariableTokens.join('|')}</p>`, studio)).toBe(
      '<p>새음 음악학원|한가람|051-123-4567|hello@saeeum.example.kr|부산광역시 해운대구 파도로 12 2층 201호|123-45-67891|한가람|051-123-4567</p>',
    );
  });

  it('names the privacy officer and their contact when the studio has them', () => {
    const officer = {
      ...studio,
      privacyOfficer: '이보람',
      privacyOfficerContact: 'privacy@saeeum.example.kr',
    };
    expect(
      fillLegalVariables('<li>{{개인정보보호책임자}} ({{개인정보보호책임자연락처}})</li>', officer),
    ).toBe('<li>이보람 (privacy@saeeum.example.kr)</li>');
  });

  it('leaves an unknown variable, a single brace and a broken one exactly as typed', () => {
    const html = '<p>{{학원이름}} {학원명} {{ }} {{학원명}</p><p>{{{학원명}}}</p>';
    expect(fillLegalVariables(html, studio)).toBe(
      '<p>{{학원이름}} {학원명} {{ }} {{학원명}</p><p>{새음 음악학원}</p>',
    );
  });

  it('forgives spaces inside the braces', () => {
    expect(fillLegalVariables('<p>{{ 대표자 }}</p>', studio)).toBe('<p>한가람</p>');
  });

  it('escapes the values as HTML text, in text and in attributes alike', () => {
    const risky = { ...studio, name: '<b>"톰 & 제리"</b> \'음악\'' };
    expect(fillLegalVariables('<p title="{{학원명}}">{{학원명}}</p>', risky)).toBe(
      '<p title="&lt;b&gt;&quot;톰 &amp; 제리&quot;&lt;/b&gt; &#39;음악&#39;">&lt;b&gt;&quot;톰 &amp; 제리&quot;&lt;/b&gt; &#39;음악&#39;</p>',
    );
  });

  it('replaces every occurrence, and leaves a text without variables unchanged', () => {
    expect(fillLegalVariables('{{학원명}}{{학원명}}', studio)).toBe('새음 음악학원새음 음악학원');
    expect(fillLegalVariables('<p>제1조 (목적)</p>', studio)).toBe('<p>제1조 (목적)</p>');
  });
});
