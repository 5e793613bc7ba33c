import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKUP } from '../../rich-text/hostile-markup.ts';
import { firstImage, plainText, sanitizePost, summary } from './sanitize-post.ts';

/**
 * Payloads from the usual XSS cheat sheets, each with the exact output it must give: what is
 * left is only what the toolbar could have made.
 */
const payloads: [string, string][] = [
  ['<script>alert(1)</script>', ''],
  ['<SCRIPT SRC=https://evil.example/x.js></SCRIPT>', ''],
  ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['<img src=x onerror=alert(1)>', ''],
  [
    '<img src="https://ok.example/a.png" onerror="alert(1)">',
    '<img src="https://ok.example/a.png" alt="" />',
  ],
  ['<img src="javascript:alert(1)">', ''],
  ['<img src="JaVaScRiPt:alert(1)">', ''],
  ['<img src="jav&#x09;ascript:alert(1)">', ''],
  ['<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
  ['<img src="data:text/html,<script>alert(1)</script>">', ''],
  ['<img src="//evil.example/a.png">', ''],
  ['<img src="http://evil.example/a.png">', ''],
  ['<img src="/api/delete/1">', ''],
  ['<img srcset="https://evil.example/a.png 1x">', ''],
  ['<a href="javascript:alert(1)">click</a>', 'click'],
  ['<a href="https://evil.example">phish</a>', 'phish'],
  ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
  ['<p onmouseover=alert(1)>x</p>', '<p>x</p>'],
  ...HOSTILE_MARKUP,
  [
    '<span style="font-size:12px;background:url(https://evil.example/track.png)">x</span>',
    '<span style="font-size:12px">x</span>',
  ],
  ['<p style="text-align:center;behavior:url(x.htc)">x</p>', '<p style="text-align:center">x</p>'],
  ['<span style="font-size: 9999px">x</span>', '<span>x</span>'],
  ['<div style="text-align:center">x</div>', 'x'],
  ['<h1 class="x" id="y" data-evil="1">x</h1>', '<h1>x</h1>'],
  [
    '<img src="https://ok.example/a.png" width="100%;" height="javascript:1">',
    '<img src="https://ok.example/a.png" alt="" />',
  ],
  ['<ol start="1 onload=alert(1)" type="x"><li>a</li></ol>', '<ol><li>a</li></ol>'],
  ['<!--<img src=x onerror=alert(1)>-->', ''],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ['<template><script>alert(1)</script></template>', ''],
];

/** What may never appear in stored output. */
const dangerous = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /data:/i,
  /<svg/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<style/i,
  /<link/i,
  /<meta/i,
  /<base/i,
  /<a\s/i,
  /url\(/i,
  /expression/i,
  /position/i,
  /srcset/i,
  /src="(?!https:\/\/|\/uploads\/)/i,
  /class=|id=|data-/i,
  /width="[^"]*[^0-9"]/i,
];

describe('sanitizePost', () => {
  it.each(payloads)('turns %s into exactly %j', (payload, expected) => {
    const output = sanitizePost(payload);
    expect(output).toBe(expected);
    for (const pattern of dangerous) expect(output).not.toMatch(pattern);
  });

  it('keeps font sizes of 8 to 72 px and nothing else', () => {
    const kept = (size: string) =>
      sanitizePost(`<span style="font-size:${size}">x</span>`) !== '<span>x</span>';
    for (const size of ['8px', '9px', '10px', '24px', '69px', '70px', '72px'])
      expect([size, kept(size)]).toEqual([size, true]);
    for (const size of [
      '7px',
      '73px',
      '80px',
      '100px',
      '0px',
      '08px',
      '8.5px',
      '8pt',
      '8em',
      '8',
      '-8px',
      '8px 9px',
      '1000px',
    ]) {
      expect([size, kept(size)]).toEqual([size, false]);
    }
  });

  it('keeps every format the toolbar makes', () => {
    const formats = [
      '<h1>제목 1</h1>',
      '<h2>제목 2</h2>',
      '<p><span style="font-size:24px">큰 글씨</span></p>',
      '<p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s></p>',
      '<blockquote><p>인용</p></blockquote>',
      '<ol><li><p>하나</p></li><li><p>둘</p></li></ol>',
      '<ol start="3" type="a"><li><p>셋</p></li></ol>',
      '<ul><li><p>점</p></li></ul>',
      '<p style="text-align:center">가운데</p>',
      '<h2 style="text-align:right">오른쪽 제목</h2>',
      '<p style="text-align:left">왼쪽<br />줄바꿈</p>',
      '<img src="/uploads/0123456789abcdef0123456789abcdef.webp" alt="연주회" width="1600" height="1200" />',
      '<img src="https://images.example/photo.jpg" title="사진" alt="" />',
    ];
    for (const html of formats) expect(sanitizePost(html)).toBe(html);
  });

  it('normalises the spacing tiptap writes inside style attributes', () => {
    expect(sanitizePost('<p style="text-align: center;">가운데</p>')).toBe(
      '<p style="text-align:center">가운데</p>',
    );
    expect(sanitizePost('<span style="font-size: 18px;">글</span>')).toBe(
      '<span style="font-size:18px">글</span>',
    );
  });

  it('drops alignments the toolbar does not offer, and gives every image an alt text', () => {
    expect(sanitizePost('<p style="text-align:justify">양쪽</p>')).toBe('<p>양쪽</p>');
    expect(sanitizePost('<img src="https://a.example/a.png">')).toBe(
      '<img src="https://a.example/a.png" alt="" />',
    );
  });

  it('keeps the text of what it removes, but not of scripts and styles', () => {
    expect(sanitizePost('<div>안녕<script>alert(1)</script></div>')).toBe('안녕');
    expect(sanitizePost('<a href="https://x.example">링크 글</a>')).toBe('링크 글');
  });
});

describe('firstImage, plainText and summary', () => {
  const html = sanitizePost(
    '<h1>공연 &amp; 발표회</h1><p>첫 줄<br />둘째 줄</p><img src="/uploads/aaaaaaaaaaaaaaaa.webp"><img src="https://b.example/x.png?a=1&amp;b=2">',
  );

  it('finds the first image of the content', () => {
    expect(firstImage(html)).toBe('/uploads/aaaaaaaaaaaaaaaa.webp');
    expect(firstImage(sanitizePost('<img src="https://b.example/x.png?a=1&amp;b=2">'))).toBe(
      'https://b.example/x.png?a=1&b=2',
    );
    expect(firstImage('<p>사진 없음</p>')).toBeNull();
  });

  it('reads the text without tags, entities decoded', () => {
    expect(plainText(html)).toBe('공연 & 발표회 첫 줄 둘째 줄');
    expect(plainText(sanitizePost('<p><img src="https://a.example/a.png"></p>'))).toBe('');
  });

  it('summarises long text within the length', () => {
    const long = sanitizePost(`<p>${'가나다라 '.repeat(60)}</p>`);
    const short = summary(long, 100);
    expect(short.length).toBeLessThanOrEqual(101);
    expect(short.endsWith('…')).toBe(true);
    expect(summary(html)).toBe('공연 & 발표회 첫 줄 둘째 줄');
  });
});
