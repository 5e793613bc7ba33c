import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  isBlank,
  plainText,
  type RichTextRules,
  sanitizeRichText,
} from './sanitize-rich-text.ts';

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
    expect(
      sanitizeRichText('<h1 class="x" style="text-align:right">큰 제목</h1>', { ...documentRules }),
    ).toBe('<h2 style="text-align:right">큰 제목</h2>');
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

const pictureRules: RichTextRules = { headings: ['h1'], images: true };
const upload = `/uploads/${'a'.repeat(32)}.webp`;

describe('sanitizeRichText, attribute by attribute', () => {
  // A fresh copy of the rules each time, so that every call builds its options anew.
  const clean = (html: string) => sanitizeRichText(html, { ...pictureRules });

  it('keeps a list start of up to six digits and the five list types, and nothing else', () => {
    for (const start of ['1', '12', '123456']) {
      expect(clean(`<ol start="${start}"><li>a</li></ol>`)).toBe(`<ol start="${start}"><li>a</li></ol>`);
    }
    for (const start of ['1234567', 'a1', '1a', '-1', '']) {
      expect([start, clean(`<ol start="${start}"><li>a</li></ol>`)]).toEqual([start, '<ol><li>a</li></ol>']);
    }
    for (const type of ['1', 'a', 'A', 'i', 'I']) {
      expect(clean(`<ol type="${type}"><li>a</li></ol>`)).toBe(`<ol type="${type}"><li>a</li></ol>`);
    }
    for (const type of ['b', 'aa', 'xa', 'ax', '']) {
      expect([type, clean(`<ol type="${type}"><li>a</li></ol>`)]).toEqual([type, '<ol><li>a</li></ol>']);
    }
    expect(clean('<ol><li>a</li></ol>')).toBe('<ol><li>a</li></ol>');
  });

  it('keeps a picture’s size of up to five digits, its alt and title, and gives it an alt', () => {
    expect(clean(`<img src="${upload}" width="1600" height="12345" title="무대">`)).toBe(
      `<img src="${upload}" width="1600" height="12345" title="무대" alt="" />`,
    );
    expect(clean(`<img alt="연주" src="${upload}">`)).toBe(`<img alt="연주" src="${upload}" />`);
    for (const size of ['123456', '1a', 'a1', '10%', '']) {
      expect([size, clean(`<img src="${upload}" alt="" width="${size}" height="${size}">`)]).toEqual([
        size,
        `<img src="${upload}" alt="" />`,
      ]);
    }
  });

  it('keeps pictures of our uploads and https addresses only', () => {
    expect(clean('<img src="https://a.example/x.png" alt="">')).toBe(
      '<img src="https://a.example/x.png" alt="" />',
    );
    for (const src of [
      'http://a.example/x.png',
      '//a.example/x.png',
      '/uploads/x.webp',
      '/api/img',
      'ftp://a.example/x.png',
      'javascript:alert(1)',
    ]) {
      expect([src, clean(`<p>가<img src="${src}" alt="">나</p>`)]).toEqual([src, '<p>가나</p>']);
    }
    expect(clean('<p>가<img alt="주소 없음">나</p>')).toBe('<p>가나</p>');
  });

  it('keeps the three alignments, whole, on paragraphs and the allowed headings only', () => {
    for (const align of ['left', 'center', 'right']) {
      expect(clean(`<p style="text-align:${align}">x</p>`)).toBe(`<p style="text-align:${align}">x</p>`);
      expect(clean(`<h1 style="text-align:${align}">x</h1>`)).toBe(`<h1 style="text-align:${align}">x</h1>`);
    }
    for (const align of ['justify', 'xcenter', 'centerx', 'left right', '']) {
      expect([align, clean(`<p style="text-align:${align}">x</p>`)]).toEqual([align, '<p>x</p>']);
    }
    expect(clean('<span style="text-align:center">x</span>')).toBe('<span>x</span>');
    expect(clean('<li style="text-align:center">x</li>')).toBe('<li>x</li>');
    expect(clean('<p style="font-size:12px">x</p>')).toBe('<p>x</p>');
    expect(clean('<span style="font-size:x12px">x</span><span style="font-size:12pxx">y</span>')).toBe(
      '<span>x</span><span>y</span>',
    );
  });

  it('keeps the toolbar’s plain tags and drops any other, keeping its text', () => {
    const tags = ['p', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'li', 'span'];
    for (const tag of tags) expect(clean(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
    expect(clean('a<br>b')).toBe('a<br />b');
    for (const tag of ['div', 'b', 'i', 'code', 'pre', 'table', 'h2', 'h3', 'section', 'a']) {
      expect([tag, clean(`<${tag}>x</${tag}>`)]).toEqual([tag, 'x']);
    }
    expect(clean('<p class="x" id="y" title="z" data-a="1">x</p>')).toBe('<p>x</p>');
  });

  it('drops pictures and their attributes entirely under rules without pictures', () => {
    expect(sanitizeRichText(`<p>가<img src="${upload}" alt="사진" width="10">나</p>`, documentRules)).toBe(
      '<p>가나</p>',
    );
    expect(sanitizeRichText('<h1>큰 제목</h1>', pictureRules)).toBe('<h1>큰 제목</h1>');
    expect(sanitizeRichText('<h2>제목</h2>', pictureRules)).toBe('제목');
  });

  it('gives the same answer for the same rules every time, and other answers for other rules', () => {
    const html = '<h1>제목</h1><h3>소제목</h3>';
    expect(sanitizeRichText(html, documentRules)).toBe('<h2>제목</h2><h3>소제목</h3>');
    expect(sanitizeRichText(html, pictureRules)).toBe('<h1>제목</h1>소제목');
    expect(sanitizeRichText(html, documentRules)).toBe('<h2>제목</h2><h3>소제목</h3>');
  });

  it('trims what is left', () => {
    expect(clean('  <p>x</p>\n ')).toBe('<p>x</p>');
    expect(clean('<script>x</script> <p>y</p>')).toBe('<p>y</p>');
  });
});

describe('decodeEntities', () => {
  it('decodes the named entities a sanitiser writes, in any case', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&apos;&nbsp;')).toBe('&<>"\' ');
    expect(decodeEntities('&AMP;&Lt;&GT;')).toBe('&<>');
  });

  it('keeps an unknown name, and text that only looks like an entity, as written', () => {
    expect(decodeEntities('&copy; &amp &;amp; & amp;')).toBe('&copy; &amp &;amp; & amp;');
  });

  it('decodes decimal and hexadecimal code points, of any length and either x', () => {
    expect(decodeEntities('&#65;&#8203;&#x41;&#X42;&#x1F3B7;&#xac00;&#9;')).toBe('A\u200BAB🎷가\t');
  });

  it('keeps code points that are no characters as written', () => {
    expect(decodeEntities('&#0;&#x0;&#1114112;&#x110000;')).toBe('&#0;&#x0;&#1114112;&#x110000;');
    expect(decodeEntities('&#1114111;&#x10FFFF;')).toBe('\u{10FFFF}\u{10FFFF}');
    expect(decodeEntities('&#1;')).toBe('\u0001');
    expect(decodeEntities('&#xg;&#12a;')).toBe('&#xg;&#12a;');
  });
});

describe('plainText', () => {
  it('puts a space where a line or block ends, and drops every other tag', () => {
    expect(
      plainText(
        '<h1>가</h1><h2>나</h2><h6>다</h6><p>라</p><ul><li>마</li><li>바</li></ul><blockquote>사</blockquote>아<br />자',
      ),
    ).toBe('가 나 다 라 마 바 사 아 자');
    expect(plainText('<p><strong>굵</strong>게</p>')).toBe('굵게');
    expect(plainText('<P>가</P><BR>나')).toBe('가 나');
  });

  it('collapses runs of white space into one and trims', () => {
    expect(plainText('  <p>가  \n\t나</p>  ')).toBe('가 나');
    expect(plainText('<p>a&nbsp;&nbsp;b &amp; c</p>')).toBe('a b & c');
  });
});

describe('isBlank', () => {
  it('finds nothing in an empty editor, white space, or invisible characters', () => {
    for (const html of [
      '',
      '<p></p>',
      '<p> </p>',
      '<p>&nbsp;</p>',
      '<p><span>\u200B</span></p>',
      '<p>&#8203;&#x2060;\uFEFF\u00AD</p>',
      '<p><br /></p>',
      '<ul><li><p></p></li></ul>',
    ]) {
      expect([html, isBlank(html)]).toEqual([html, true]);
    }
  });

  it('finds something in any visible character or a picture', () => {
    for (const html of [
      '<p>가</p>',
      '<p>.</p>',
      '<p>&amp;</p>',
      '<p>\u200B가</p>',
      `<img src="${upload}" alt="" />`,
    ]) {
      expect([html, isBlank(html)]).toEqual([html, false]);
    }
    expect(isBlank('<p>imgsrc</p>')).toBe(false);
    expect(isBlank('<p></p><imgx />')).toBe(true);
  });
});
