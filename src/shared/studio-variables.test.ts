import { describe, expect, it } from 'vitest';
import { defaultDirector } from '#content/director-defaults.ts';
import { defaultPhotos } from '#content/photos-defaults.ts';
import { defaultStudioSettings } from '#content/studio-defaults.ts';
import type { SiteDocument } from './schemas/site-content.ts';
import { fillStudioVariables, fillText, studioMentions } from './studio-variables.ts';

const renamed = { name: '새봄 <음악> 학원', owner: '김하늘' };

function site(overrides: Partial<SiteDocument> = {}): SiteDocument {
  return {
    studio: { ...defaultStudioSettings(), ...renamed },
    director: defaultDirector(),
    photos: defaultPhotos(),
    ...overrides,
  } as SiteDocument;
}

describe('the studio variables', () => {
  it('puts a renamed studio into the gallery heading and the director’s greeting', () => {
    const shown = fillStudioVariables(site());
    expect(shown.photos.galleryHeading).toBe('새봄 <음악> 학원에서 즐기는 음악 생활');
    // Rich text gets the name escaped, as the editor would have stored it.
    expect(shown.director.greeting).toMatch(/^<p>안녕하세요\. 새봄 &lt;음악&gt; 학원 원장 김하늘입니다\. /);
    expect(shown.director.teachers[0]!.career).toContain('현 새봄 <음악> 학원 원장');
    expect(shown.studio.name).toBe('새봄 <음악> 학원');
  });

  it('leaves text without variables as it is', () => {
    expect(fillText('{{이름}}님 {{학원명', renamed)).toBe('{{이름}}님 {{학원명');
    expect(fillText('{{ 대표자 }} 원장', renamed)).toBe('김하늘 원장');
  });

  it('lists the sections that mention the name, by variable or written out', () => {
    const written = site({
      photos: { ...defaultPhotos(), galleryHeading: '새봄 <음악> 학원의 하루' },
    });
    expect(studioMentions(written)).toEqual([
      // 김하늘 as a teacher is not the default's 윤서진: the card's name is the default one.
      { key: 'director', variables: true, written: false },
      { key: 'photos', variables: false, written: true },
    ]);
  });

  it('escapes every character HTML gives meaning to, in rich text only', () => {
    const studio = { name: 'A&B "소리" <학원>', owner: '' };
    expect(fillText('<p>{{학원명}}</p>', studio)).toBe('<p>A&amp;B &quot;소리&quot; &lt;학원&gt;</p>');
    expect(fillText('{{학원명}}', studio)).toBe('A&B "소리" <학원>');
  });

  it('leaves the terms to fill their own variables, and the studio’s own section as it is', () => {
    const policies = { terms: { html: '<p>{{학원명}} 이용약관</p>' } };
    const shown = fillStudioVariables(site({ policies } as unknown as Partial<SiteDocument>));
    expect(shown.policies).toEqual(policies);
  });

  it('finds a mention at any depth of a section, and none in numbers or an empty 대표자', () => {
    const lessons = { rules: [{ lines: ['{{학원명}} 수업 규칙'] }], count: 3, none: null };
    const board = { hours: [9, 21], title: '연습실' };
    const noOwner = site({
      studio: { ...defaultStudioSettings(), name: '새봄 학원', owner: ' ' },
      director: { ...defaultDirector(), greeting: '<p>안녕하세요.</p>', teachers: [] },
      photos: { ...defaultPhotos(), galleryHeading: '즐기는 음악 생활' },
      lessons,
      board,
    } as unknown as Partial<SiteDocument>);
    expect(studioMentions(noOwner)).toEqual([{ key: 'lessons', variables: true, written: false }]);
  });

  it('names the curriculum, the facility and the policies by their keys', () => {
    const curriculum = { intro: '새봄 <음악> 학원의 과정' };
    const facility = { notes: ['{{대표자}} 원장이 고른 악기'] };
    const policies = { terms: { html: '<p>새봄 &lt;음악&gt; 학원</p>' } };
    const mentioned = studioMentions(
      site({
        director: { ...defaultDirector(), greeting: '', teachers: [] },
        photos: { ...defaultPhotos(), galleryHeading: '' },
        curriculum,
        facility,
        policies,
      } as unknown as Partial<SiteDocument>),
    );
    expect(mentioned).toEqual([
      { key: 'curriculum', variables: false, written: true },
      { key: 'facility', variables: true, written: false },
      { key: 'policies', variables: false, written: true },
    ]);
  });
});
