import { describe, expect, it } from 'vitest';
import { plainText, type RichTextRules, sanitizeRichText } from './sanitize-rich-text.ts';

const documentRules: RichTextRules = {
  headings: ['h2', 'h3'],
  renameHeadings: { h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' },
  images: false,
};

describe('sanitizeRichText with rules of its own', () => {
  it('keeps the heading levels the rules allow, with their alignment', () => {
    for (const html of ['<h2>제1조 (목적)</h2>', '<h3 style="text-align:center">소제목</h3>'])
      expect(sanitizeRichText(html, documentRules)).toBe(html);
  });

  it('writes other heading levels as the ones it keeps, without their other attributes', () => {
    expect(sanitizeRichText('<h1 class="x" style="text-align:right">큰 제목</h1>', documentRules)).toBe(
      '<h2 style="text-align:right">큰 제목</h2>',
    );
    expect(sanitizeRichText('<h4 onclick="alert(1)">작은 제목</h4><h6>더 작은</h6>', documentRules)).toBe(
      '<h3>작은 제목</h3><h3>더 작은</h3>',
    );
  });

  it('drops pictures when the rules allow none, and keeps the rest of the toolbar', () => {
    expect(
      sanitizeRichText('<p>가<img src="/uploads/0123456789abcdef.webp" alt="사진">나</p>', documentRules),
    ).toBe('<p>가나</p>');
    const formats =
      '<ol><li><p>하나</p></li></ol><p><strong>굵게</strong> <span style="font-size:18px">글</span></p>';
    expect(sanitizeRichText(formats, documentRules)).toBe(formats);
  });

  it('reads the text of every heading level apart from what follows', () => {
    expect(plainText('<h3>제목</h3><p>본문</p>')).toBe('제목 본문');
  });
});
