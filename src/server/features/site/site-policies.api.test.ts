/**
 * The terms of use and the privacy policy: anyone reads them, only the owner publishes them,
 * their HTML is sanitised as posts' is (with the legal text's heading levels and no pictures),
 * every refusal has its Korean message, and a stale save changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { defaultPolicies } from '#content/policies-defaults.ts';
import type { ErrorCode } from '#shared/messages/ko.ts';
import { versionConflictText } from '#shared/messages/site.ts';
import type { PoliciesContent } from '#shared/schemas/site-policies.ts';
import { HOSTILE_MARKUP } from '../../rich-text/hostile-markup.ts';
import { LEGAL_RULES } from '../../rich-text/rules.ts';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text.ts';
import { latestAuditEntry } from '../../testing/audit-entries.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { expectEachRefused, refusalBody } from '../../testing/errors.ts';
import { signIn } from '../../testing/sign-in.ts';
import { siteAppForTests } from '../../testing/site-app.ts';
import { sectionApi } from '../../testing/site-pages.ts';
import { withTestApp } from '../../testing/test-app.ts';

const api = sectionApi('policies');

/** Payloads of the usual XSS cheat sheets, each with the exact text it must leave. */
const payloads: [string, string][] = [
  ['<script>alert(1)</script>', ''],
  ['<SCRIPT SRC=https://evil.example/x.js></SCRIPT>', ''],
  ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['<img src=x onerror=alert(1)>', ''],
  ['<img src="https://ok.example/a.png" onerror="alert(1)">', ''],
  ['<img src="/uploads/0123456789abcdef.webp" alt="사진">', ''],
  ['<a href="javascript:alert(1)">click</a>', 'click'],
  ['<a href="https://evil.example">phish</a>', 'phish'],
  ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
  ['<h1 onmouseover=alert(1)>제목</h1>', '<h2>제목</h2>'],
  [
    '<h3 onclick="alert(1)" style="text-align:center">소제목</h3>',
    '<h3 style="text-align:center">소제목</h3>',
  ],
  ['<h4 style="color:red">작은 제목</h4>', '<h3>작은 제목</h3>'],
  ...HOSTILE_MARKUP,
  // An id of its own would clash with the addresses the page gives its articles.
  [
    '<h2 style="text-align:center;behavior:url(x.htc)" id="article-1" class="x">제1조</h2>',
    '<h2 style="text-align:center">제1조</h2>',
  ],
  ['<div style="text-align:center">x</div>', 'x'],
  ['<ol start="1 onload=alert(1)" type="x"><li>a</li></ol>', '<ol><li>a</li></ol>'],
  ['<!--<img src=x onerror=alert(1)>-->', ''],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ['<template><script>alert(1)</script></template>', ''],
  ['<table><tr><td>표</td></tr></table>', '표'],
];

/** What may never be stored. */
const dangerous = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /<(svg|iframe|object|embed|form|input|style|link|meta|base|img|a|table|div)\b/i,
  /url\(/i,
  /expression/i,
  /position/i,
  /class=|id=|data-/i,
];

describe('the terms of use and the privacy policy', () => {
  const { t, owner, teacher } = siteAppForTests();
  const defaults = defaultPolicies();
  const rows = async () => ({
    versions: (
      await t.db
        .selectFrom('site_content_versions')
        .where('section', '=', 'policies')
        .select('version')
        .execute()
    ).length,
    audit: (await t.db.selectFrom('audit_log').select('id').execute()).length,
  });
  const withTerms = (html: string, effectiveDate = '2026-11-21'): PoliciesContent => ({
    ...defaults,
    terms: { html, effectiveDate },
  });
  /** Publishes over what is published now and answers what is stored; fails the test on a refusal. */
  const publish = async (content: PoliciesContent): Promise<PoliciesContent> =>
    (await api.publish(t.app, owner, content)).policies;

  it("are today's texts on first start, as version 1, with the studio's name and privacy officer as variables, for anyone", async () => {
    await withTestApp(
      async ({ app }) => {
        const response = await api.get(app);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ version: 1, policies: defaults });
        const { terms, privacy } = response.json().policies;
        expect(terms.effectiveDate).toBe('2026-11-21');
        expect(
          terms.html.startsWith('<h2>제1조 (목적)</h2><p>이 약관은 {{학원명}}(이하 "학원")이 제공하는'),
        ).toBe(true);
        expect(terms.html).toContain(
          '<p>① 수강생은 다음 각 호의 어느 하나에 해당하는 경우 수강증을 받은 날부터 7일 이내에 수강 신청을 철회할 수 있다.</p><ol><li><p>수강 기간이 2개월 이상인 경우</p></li>',
        );
        expect(terms.html.match(/<h2>/g)).toHaveLength(16);
        expect(privacy.html).toContain(
          '<h2>8. 개인정보 보호책임자</h2><p>학원은 개인정보 처리에 관한 업무를 총괄하고, 관련 문의와 불만을 처리하기 위해 아래와 같이 개인정보 보호책임자를 두고 있습니다.</p><ul><li><p>성명: {{개인정보보호책임자}}</p></li><li><p>연락처: {{개인정보보호책임자연락처}}</p></li></ul>',
        );
        // What the server would store of them is exactly them.
        expect(sanitizeRichText(terms.html, LEGAL_RULES)).toBe(terms.html);
        expect(sanitizeRichText(privacy.html, LEGAL_RULES)).toBe(privacy.html);
        const site = (await app.inject({ url: '/api/site' })).json();
        expect([site.versions.policies, site.policies]).toEqual([1, defaults]);
      },
      { now: '2026-11-21T10:00:00+09:00' },
    );
  });

  it('cannot be changed, restored or looked back on by visitors, teachers or pending accounts', async () => {
    const pending = await signIn(t.app, 'pending');
    const published = (await api.get(t.app)).json();
    const { version } = published;
    const before = await rows();
    await expectEachRefused(
      [
        [null, 401, 'auth.required'],
        [teacher, 403, 'auth.forbidden'],
        [pending, 403, 'auth.pending'],
      ],
      [
        (who) => api.save(t.app, who, { version, policies: withTerms('<h2>제1조 (목적)</h2><p>바꿈</p>') }),
        (who) => api.restore(t.app, who, { version, restore: 1 }),
        (who) => api.history(t.app, who),
      ],
    );
    expect(await rows()).toEqual(before);
    expect((await api.get(t.app)).json()).toEqual(published);
  });

  it('are published by the owner as the next version, shown at once, and written to the audit log', async () => {
    const html = defaults.terms.html.replace('<h2>제1조 (목적)</h2>', '<h2>제1조 (약관의 목적)</h2>');
    const version = await api.reset(t.app, owner);
    const response = await api.save(t.app, owner, {
      version,
      policies: { ...defaults, terms: { html, effectiveDate: '2027-01-02' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: version + 1,
      policies: { ...defaults, terms: { html, effectiveDate: '2027-01-02' } },
    });
    expect((await api.get(t.app)).json()).toEqual(response.json());
    expect((await t.app.inject({ url: '/api/site' })).json().policies.terms.html).toContain(
      '<h2>제1조 (약관의 목적)</h2>',
    );
    const entry = await latestAuditEntry(t.db);
    expect(entry.action).toBe('site.policies.publish');
    expect(entry.target).toBe('이용약관·개인정보 처리방침');
    const detail = JSON.parse(entry.detail);
    expect(detail.changed).toEqual(['terms']);
    expect(detail.before.terms).toMatch(/^시행일 2026-11-21, 본문 [\d,]+자$/);
    expect(detail.after.terms).toMatch(/^시행일 2027-01-02, 본문 [\d,]+자$/);
  });

  it.each(payloads)('store %s harmlessly, as exactly %j', async (payload, expected) => {
    const stored = await publish(withTerms(`<h2>제1조 (목적)</h2>${payload}`));
    expect(stored.terms.html).toBe(`<h2>제1조 (목적)</h2>${expected}`);
    for (const pattern of dangerous) expect(stored.terms.html).not.toMatch(pattern);
  });

  it('sanitise the privacy policy the same way, and keep every format of the editor', async () => {
    const formats =
      '<h2 style="text-align:center">제1조 (목적)</h2><h3>가. 범위</h3><p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s> <span style="font-size:18px">크게</span></p><blockquote><p>인용</p></blockquote><ol><li><p>하나</p></li></ol><ul><li><p>점</p></li></ul><p style="text-align:right">오른쪽<br />줄바꿈</p>';
    const stored = await publish({
      terms: { html: formats, effectiveDate: '2027-01-02' },
      privacy: {
        html: `<h1>총칙</h1><p onclick="x()">본문</p><img src="https://a.example/a.png">`,
        effectiveDate: '2027-01-02',
      },
    });
    expect(stored).toEqual({
      terms: { html: formats, effectiveDate: '2027-01-02' },
      privacy: { html: '<h2>총칙</h2><p>본문</p>', effectiveDate: '2027-01-02' },
    });
  });

  it('refuse a text of nothing, too long a text, a control character and a date that does not exist', async () => {
    const { version } = await api.current(t.app);
    const before = await rows();
    const long = (max: number) => `<p>${'가'.repeat(max - 7)}</p>`;
    const cases: [unknown, ErrorCode][] = [
      [withTerms(''), 'site.terms_required'],
      [
        withTerms('<p></p><script>alert(1)</script><img src="https://a.example/a.png">'),
        'site.terms_required',
      ],
      [{ ...defaults, privacy: { ...defaults.privacy, html: '<p> </p>' } }, 'site.privacy_required'],
      [withTerms(long(100_001)), 'site.terms_too_long'],
      [{ ...defaults, privacy: { ...defaults.privacy, html: long(100_001) } }, 'site.privacy_too_long'],
      [withTerms('<p>가\u0000나</p>'), 'text_control'],
      [withTerms('<p>본문</p>', '2027-02-29'), 'site.terms_date_invalid'],
      [withTerms('<p>본문</p>', '2027-13-01'), 'site.terms_date_invalid'],
      [withTerms('<p>본문</p>', '20270102'), 'site.terms_date_invalid'],
      [withTerms('<p>본문</p>', ''), 'site.terms_date_invalid'],
      [
        { ...defaults, privacy: { ...defaults.privacy, effectiveDate: '2027-1-2' } },
        'site.privacy_date_invalid',
      ],
      [
        { ...defaults, privacy: { ...defaults.privacy, effectiveDate: 20270102 } },
        'site.privacy_date_invalid',
      ],
      [{ ...defaults, terms: { html: '<p>본문</p>' } }, 'site.terms_date_invalid'],
      [{ ...defaults, terms: { effectiveDate: '2027-01-02' } }, 'site.terms_required'],
      [{ ...defaults, terms: { ...defaults.terms, title: '약관' } }, 'site.unknown_field'],
      [{ ...defaults, terms: '<p>본문</p>' }, 'site.policy_invalid'],
      [{ terms: defaults.terms }, 'site.policy_invalid'],
      [{ ...defaults, faq: 'x' }, 'site.unknown_field'],
    ];
    for (const [policies, code] of cases) {
      const response = await api.save(t.app, owner, { version, policies });
      expect([code, response.statusCode, response.json()]).toEqual([code, 400, refusalBody(code)]);
    }
    expect(await rows()).toEqual(before);
  });

  it('take a text of exactly 100,000 characters', async () => {
    const html = `<p>${'가'.repeat(100_000 - 7)}</p>`;
    expect(html).toHaveLength(100_000);
    expect((await publish(withTerms(html))).terms.html).toBe(html);
  });

  it('refuse a save made from an older version, and write nothing', async () => {
    const { version } = await api.publish(t.app, owner, withTerms('<h2>제1조 (지금 게시된 글)</h2>'));
    const before = await rows();
    for (const stale of [1, version - 1, version + 1]) {
      const response = await api.save(t.app, owner, {
        version: stale,
        policies: withTerms('<p>덮어쓰기</p>'),
      });
      expect([response.statusCode, response.json()]).toEqual([
        409,
        {
          error: {
            code: 'site.version_conflict',
            message: versionConflictText('이용약관·개인정보 처리방침'),
          },
        },
      ]);
    }
    expect(await rows()).toEqual(before);
  });

  it('publish one of several saves of the same version sent at once', async () => {
    const { version } = await api.current(t.app);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api.save(t.app, owner, { version, policies: withTerms(`<h2>제1조 (경쟁 ${index + 1})</h2>`) }),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 1, 409: 5 });
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    expect(winner.version).toBe(version + 1);
    expect((await api.get(t.app)).json()).toEqual(winner);
  });

  it('put the first texts back when the owner restores version 1', async () => {
    const { version } = await api.publish(t.app, owner, withTerms('<h2>제1조 (되돌리기 전)</h2>'));
    const response = await api.restore(t.app, owner, { version, restore: 1 });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { version: version + 1, policies: defaults },
    ]);
    const history = (await api.history(t.app, owner)).json();
    expect(history.items[0]).toMatchObject({
      version: version + 1,
      restoredFrom: 1,
      changed: ['terms'],
    });
  });
});
