import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultStudioSettings } from '#content/studio-defaults.ts';
import { renderWithSite, testSite } from '../../../site-data/testing/test-site.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

/** A studio that renamed itself and rewrote both texts. */
const site = testSite({
  studio: { ...defaultStudioSettings(), name: '새음 음악학원' },
  policies: {
    terms: {
      html: '<h2>제1조 (약관의 목적)</h2><p>이 약관은 <strong>새음 음악학원</strong>의 약관이다.</p><h3>가. 범위</h3><ol><li><p>레슨</p></li><li><p>연습실</p></li></ol><h2 style="text-align:center">제2조 (수강료 &amp; 환불)</h2><p>학원법에 따른다.</p>',
      effectiveDate: '2027-03-01',
    },
    privacy: {
      html: '<h2>1. 수집 항목</h2><ul><li><p>이름</p></li></ul><h2>2. 보호책임자</h2><p>성명: 한가람</p>',
      effectiveDate: '2027-02-15',
    },
  },
});

describe('the legal pages', () => {
  it('show the published terms, with a contents of their articles and the date they take effect', () => {
    renderWithSite(<TermsPage />, site);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('이용약관');
    const article = screen.getByRole('article', { name: '새음 음악학원 이용약관' });
    expect(within(article).getByText('2027년 3월 1일 시행')).toBeTruthy();
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((h) => [h.id, h.textContent]),
    ).toEqual([
      ['article-1', '제1조 (약관의 목적)'],
      ['article-2', '제2조 (수강료 & 환불)'],
      ['effective-date', '부칙'],
    ]);
    expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe('가. 범위');
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['레슨', '연습실']);
    expect(within(article).getByText('이 약관은 2027년 3월 1일부터 시행합니다.')).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: '목차' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['제1조 (약관의 목적)', '#article-1'],
      ['제2조 (수강료 & 환불)', '#article-2'],
      ['부칙', '#effective-date'],
    ]);
    expect(screen.queryByText(/온음/)).toBeNull();
  });

  it('show the published privacy policy the same way, closing with the date it applies from', () => {
    renderWithSite(<PrivacyPage />, site);
    const article = screen.getByRole('article', { name: '새음 음악학원 개인정보 처리방침' });
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['1. 수집 항목', '2. 보호책임자', '시행일']);
    expect(within(article).getByText('이 개인정보 처리방침은 2027년 2월 15일부터 적용됩니다.')).toBeTruthy();
    expect(within(article).getByText('성명: 한가람')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: '목차' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#section-1', '#section-2', '#effective-date']);
  });

  it("start as today's texts with the studio's name and representative filled in", () => {
    renderWithSite(<TermsPage />);
    const terms = screen.getByRole('article', { name: '온음 색소폰 & 보컬 아카데미 이용약관' });
    expect(within(terms).getAllByRole('heading', { level: 2 })).toHaveLength(17);
    expect(within(terms).getByRole('heading', { name: '제16조 (관할 법원)' }).id).toBe('article-16');
    cleanup();
    renderWithSite(<PrivacyPage />);
    const privacy = screen.getByRole('article', { name: '온음 색소폰 & 보컬 아카데미 개인정보 처리방침' });
    expect(within(privacy).getByText('성명: 윤서진')).toBeTruthy();
    expect(within(privacy).getByText('연락처: 02-123-4567')).toBeTruthy();
    expect(within(privacy).getByText('수강료 영수증 원본: 5년')).toBeTruthy();
  });

  it('fill the variables from the published studio on each render, and name its own privacy officer', () => {
    const renamed = testSite({
      studio: {
        ...defaultStudioSettings(),
        name: '새음 음악학원',
        owner: '한가람',
        privacyOfficer: '이보람',
      },
    });
    renderWithSite(<TermsPage />, renamed);
    const terms = screen.getByRole('article', { name: '새음 음악학원 이용약관' });
    expect(terms.textContent).toContain('이 약관은 새음 음악학원(이하 "학원")이 제공하는');
    expect(terms.textContent).not.toContain('{{');
    cleanup();
    renderWithSite(<PrivacyPage />, renamed);
    const privacy = screen.getByRole('article', { name: '새음 음악학원 개인정보 처리방침' });
    expect(within(privacy).getByText('성명: 이보람')).toBeTruthy();
    expect(within(privacy).getByText('연락처: 02-123-4567')).toBeTruthy();
  });
});
