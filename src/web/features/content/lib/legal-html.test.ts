import { describe, expect, it } from 'vitest';
import { koreanDate, prepareLegalHtml } from './legal-html.ts';

describe('prepareLegalHtml', () => {
  it('gives articles their number as address and other headings their place', () => {
    const prepared = prepareLegalHtml(
      '<h2>총칙</h2><p>가</p><h2 style="text-align:center">제2조 (목적 &amp; 범위)</h2><h3>소제목</h3><h2>제2조의2 (추가)</h2><h2><strong>부칙</strong></h2>',
    );
    expect(prepared.html).toBe(
      '<h2 id="section-1">총칙</h2><p>가</p><h2 id="article-2" style="text-align:center">제2조 (목적 &amp; 범위)</h2><h3>소제목</h3><h2 id="article-2-2">제2조의2 (추가)</h2><h2 id="section-4"><strong>부칙</strong></h2>',
    );
    expect(prepared.headings).toEqual([
      { id: 'section-1', text: '총칙' },
      { id: 'article-2', text: '제2조 (목적 & 범위)' },
      { id: 'article-2-2', text: '제2조의2 (추가)' },
      { id: 'section-4', text: '부칙' },
    ]);
  });

  it('never gives two headings one address, and leaves empty headings out of the contents', () => {
    const prepared = prepareLegalHtml('<h2>제1조 (가)</h2><h2>제1조 (나)</h2><h2></h2>');
    expect(prepared.html).toBe(
      '<h2 id="article-1">제1조 (가)</h2><h2 id="section-2">제1조 (나)</h2><h2 id="section-3"></h2>',
    );
    expect(prepared.headings.map((heading) => heading.id)).toEqual(['article-1', 'section-2']);
  });
});

it('writes a date the Korean way', () => {
  expect(koreanDate('2026-11-21')).toBe('2026년 11월 21일');
  expect(koreanDate('2027-01-05')).toBe('2027년 1월 5일');
});

it('puts a prefix before every address when asked', () => {
  expect(prepareLegalHtml('<h2>제1조 (가)</h2><h2>총칙</h2>', 'terms-').html).toBe(
    '<h2 id="terms-article-1">제1조 (가)</h2><h2 id="terms-section-2">총칙</h2>',
  );
});
