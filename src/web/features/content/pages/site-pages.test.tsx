/** The director's and curriculum pages draw what the owner published, not the first-start texts. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultCurriculum } from '#content/curriculum-defaults.ts';
import { defaultStudioSettings } from '#content/studio-defaults.ts';
import { renderWithSite, testSite } from '../../../site-data/testing/test-site.tsx';
import { CurriculumPage } from './curriculum-page.tsx';
import { DirectorPage } from './director-page.tsx';

const upload = `/uploads/${'c'.repeat(64)}.webp`;

const site = testSite({
  studio: { ...defaultStudioSettings(), phone: '051-123-4567' },
  director: {
    heading: '함께 연주하는 즐거움',
    greeting: '<h2>반갑습니다</h2><p>원장 <strong>한가람</strong>입니다.</p>',
    teachers: [
      {
        name: '강하늘',
        role: '드럼 강사',
        photo: { src: upload, alt: '드럼 앞에 앉은 강하늘 강사', width: 960, height: 720 },
        career: ['실용음악과 졸업', '밴드 세션 12년'],
      },
      {
        name: '한가람',
        role: '원장 · 색소폰',
        photo: { src: 'builtin:profile-director', alt: '한가람 원장', width: 600, height: 600 },
        career: [],
      },
    ],
  },
  curriculum: {
    ...defaultCurriculum(),
    lead: '드럼과 색소폰을 가르칩니다.',
    audience: ['드럼을 처음 배우는 분'],
    courses: [],
    fees: [
      { course: '주 1회, 1시간씩', lessons: 4, price: 280_000 },
      { course: '주 2회, 1시간씩', lessons: 8, price: 1_500_000 },
    ],
    tuitionNotes: [],
    rulesTitle: '지켜 주세요',
    rules: ['수업 10분 전에 와 주세요.'],
    refund: [],
  },
});

describe('the director page', () => {
  it('shows the published greeting and each teacher in order, with their photos', () => {
    renderWithSite(<DirectorPage />, site);
    expect(screen.getByRole('heading', { level: 2, name: '함께 연주하는 즐거움' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '반갑습니다' })).toBeTruthy();
    expect(screen.getByText('한가람', { selector: 'strong' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '강하늘',
      '한가람',
    ]);
    expect(screen.getByRole('article', { name: '강하늘' })).toBe(cards[0]);
    const drummer = within(cards[0]!).getByRole('img');
    expect(drummer.getAttribute('alt')).toBe('드럼 앞에 앉은 강하늘 강사');
    expect(drummer.getAttribute('src')).toBe(upload);
    expect(drummer.getAttribute('srcset')).toBe(`/uploads/${'c'.repeat(64)}-480w.webp 480w, ${upload} 960w`);
    expect(within(cards[0]!).getByRole('list', { name: '강하늘 경력' }).textContent).toBe(
      '실용음악과 졸업밴드 세션 12년',
    );
    // A teacher without career lines has no empty list.
    expect(within(cards[1]!).queryByRole('list')).toBeNull();
    expect(screen.queryByText('윤서진')).toBeNull();
  });
});

describe('the curriculum page', () => {
  it('shows the published fee table with its prices in won, and leaves out empty parts', () => {
    renderWithSite(<CurriculumPage />, site);
    expect(screen.getByText('드럼과 색소폰을 가르칩니다.')).toBeTruthy();
    const fees = screen.getByRole('list', { name: '과정별 수강료' });
    expect(
      within(fees)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['주 1회, 1시간씩 4회280,000원', '주 2회, 1시간씩 8회1,500,000원']);
    expect(within(fees).getByText('280,000원').tagName).toBe('STRONG');
    expect(screen.queryByText('250,000원')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '이런 분들께 추천합니다',
      '수강료',
      '지켜 주세요',
      '수강 문의',
    ]);
    expect(screen.getByText('수업 10분 전에 와 주세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '051-123-4567' }).getAttribute('href')).toBe('tel:0511234567');
  });
});
