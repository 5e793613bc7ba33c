/**
 * The fields that carry the studio's own words to every page: the hero's two lines (photos
 * section), the privacy officer (studio section, the representative when empty), and the
 * variables of the legal texts, which the sanitiser keeps exactly as typed.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultPhotos } from '#content/photos-defaults.ts';
import { defaultPolicies } from '#content/policies-defaults.ts';
import { messageFor } from '#shared/messages/ko.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { studioApi, validStudio } from '../../testing/site.ts';
import { siteAppForTests } from '../../testing/site-app.ts';
import { sectionApi } from '../../testing/site-pages.ts';
import { withTestApp } from '../../testing/test-app.ts';

type Code = Parameters<typeof messageFor>[0];
const refusal = (code: Code) => ({ error: { code, message: messageFor(code) } });

const put = (app: FastifyInstance, who: SignedIn, section: string, body: object) =>
  sectionApi(section).save(app, who, body);

describe('the fields published to every page', () => {
  const { t, owner } = siteAppForTests();
  const versionOf = async (section: string) =>
    (await t.app.inject({ url: `/api/site/${section}` })).json().version as number;

  it("start with the hero's lines the home page always had, and no privacy officer of its own", async () => {
    await withTestApp(async ({ app }) => {
      const photos = (await app.inject({ url: '/api/site/photos' })).json().photos;
      expect(photos.heroTagline).toBe('색소폰 · 보컬 · 피아노 1:1 레슨');
      expect(photos.heroIntro).toBe(
        '처음 악기를 잡는 날부터 무대에 서는 날까지, 한 분 한 분의 속도에 맞춰 함께합니다.',
      );
      const studio = (await studioApi.get(app)).json().studio;
      expect([studio.privacyOfficer, studio.privacyOfficerContact]).toEqual(['', '']);
    });
  });

  it("publish the hero's lines trimmed, and refuse empty, too long or control characters in Korean", async () => {
    const defaults = defaultPhotos();
    const cases: [object, Code][] = [
      [{ heroTagline: '  ' }, 'site.hero_tagline_required'],
      [{ heroTagline: '가'.repeat(41) }, 'site.hero_tagline_too_long'],
      [{ heroTagline: '색소폰\u0007 레슨' }, 'text_control'],
      [{ heroIntro: '' }, 'site.hero_intro_required'],
      [{ heroIntro: '가'.repeat(201) }, 'site.hero_intro_too_long'],
      [{ heroIntro: '첫 줄\n둘째 줄' }, 'text_control'],
    ];
    const before = await versionOf('photos');
    for (const [change, code] of cases) {
      const response = await put(t.app, owner, 'photos', {
        version: before,
        photos: { ...defaults, ...change },
      });
      expect([response.statusCode, response.json()]).toEqual([400, refusal(code)]);
    }
    expect(messageFor('site.hero_tagline_required')).toBe('학원 이름 위의 한 줄을 입력해 주세요.');
    expect(messageFor('site.hero_intro_too_long')).toBe('소개 문장은 200자까지 입력할 수 있습니다.');
    expect(await versionOf('photos')).toBe(before);

    const accepted = await put(t.app, owner, 'photos', {
      version: before,
      photos: { ...defaults, heroTagline: ' 드럼 · 기타 레슨 ', heroIntro: '가'.repeat(200) },
    });
    expect(accepted.statusCode).toBe(200);
    const site = (await t.app.inject({ url: '/api/site' })).json();
    expect([site.photos.heroTagline, site.photos.heroIntro]).toEqual(['드럼 · 기타 레슨', '가'.repeat(200)]);
  });

  it('publish a privacy officer and their contact, and refuse too long ones in Korean', async () => {
    const before = await versionOf('studio');
    const cases: [object, Code][] = [
      [{ privacyOfficer: '가'.repeat(31) }, 'site.privacy_officer_too_long'],
      [{ privacyOfficerContact: '1'.repeat(101) }, 'site.privacy_officer_contact_too_long'],
      [{ privacyOfficer: '이\u0000보람' }, 'text_control'],
    ];
    for (const [change, code] of cases) {
      const response = await studioApi.save(t.app, owner, {
        version: before,
        studio: { ...validStudio, ...change },
      });
      expect([response.statusCode, response.json()]).toEqual([400, refusal(code)]);
    }
    expect(messageFor('site.privacy_officer_too_long')).toBe(
      '개인정보 보호책임자 이름은 30자까지 입력할 수 있습니다.',
    );
    const officer = { privacyOfficer: '이보람', privacyOfficerContact: 'privacy@saeeum.example.kr' };
    const saved = await studioApi.save(t.app, owner, {
      version: before,
      studio: { ...validStudio, ...officer },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().studio).toMatchObject(officer);
  });

  it('keep the variables of the legal texts through the sanitiser, exactly as typed', async () => {
    const defaults = defaultPolicies();
    expect(defaults.terms.html).toContain('{{학원명}}');
    expect(defaults.privacy.html).toContain('<li><p>성명: {{개인정보보호책임자}}</p></li>');
    expect(defaults.privacy.html).toContain('<li><p>연락처: {{개인정보보호책임자연락처}}</p></li>');
    const html =
      '<h2>제1조 ({{학원명}})</h2><p><strong>{{대표자}}</strong> {{ 연락처 }} {{모르는값}} {학원명}</p>';
    const response = await put(t.app, owner, 'policies', {
      version: await versionOf('policies'),
      policies: { ...defaults, terms: { ...defaults.terms, html } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().policies.terms.html).toBe(html);
  });
});
