import { describe, expect, it } from 'vitest';
import { hasImage, POST_IMAGE_SIZES, withResponsiveImages } from './rich-text-images.ts';

const A = '0123456789abcdef0123456789abcdef';
const B = 'fedcba9876543210fedcba9876543210';
const SIZES = '(max-width: 400px) calc(100vw - 32px), (max-width: 540px) calc(100vw - 40px), 500px';

describe('withResponsiveImages', () => {
  it('gives uploads their copies, the first picture priority and the rest lazy loading', () => {
    const html = [
      '<h1>공연 소식</h1>',
      `<img src="/uploads/${A}.webp" alt="무대" width="1600" height="1200" />`,
      '<p>본문</p>',
      `<img src="/uploads/${B}.webp" alt="" width="800" height="600" />`,
    ].join('');
    expect(withResponsiveImages(html)).toBe(
      [
        '<h1>공연 소식</h1>',
        `<img src="/uploads/${A}.webp" alt="무대" width="1600" height="1200"`,
        ` srcset="/uploads/${A}-480w.webp 480w, /uploads/${A}-960w.webp 960w, /uploads/${A}.webp 1600w"`,
        ` sizes="${SIZES}" fetchpriority="high" />`,
        '<p>본문</p>',
        `<img src="/uploads/${B}.webp" alt="" width="800" height="600"`,
        ` srcset="/uploads/${B}-480w.webp 480w, /uploads/${B}.webp 800w"`,
        ` sizes="${SIZES}" loading="lazy" decoding="async" />`,
      ].join(''),
    );
    expect(POST_IMAGE_SIZES).toBe(SIZES);
  });

  it('keeps one address for an upload without its width, a narrow upload and an https picture', () => {
    const html = [
      `<p>a</p><img src="/uploads/${A}.webp" alt="" />`,
      `<img src="/uploads/${B}.webp" alt="" width="320" height="240" />`,
      '<img src="https://example.com/a.jpg?x=1&amp;y=2" alt="" width="1600" height="900" />',
    ].join('');
    expect(withResponsiveImages(html)).toBe(
      [
        `<p>a</p><img src="/uploads/${A}.webp" alt="" fetchpriority="high" />`,
        `<img src="/uploads/${B}.webp" alt="" width="320" height="240" loading="lazy" decoding="async" />`,
        '<img src="https://example.com/a.jpg?x=1&amp;y=2" alt="" width="1600" height="900" loading="lazy" decoding="async" />',
      ].join(''),
    );
  });

  it('reads tags written with or without the closing slash, and leaves escaped text alone', () => {
    const html = `<p>&lt;img src="/uploads/${A}.webp" width="900"&gt;</p><img alt="x &quot;&gt;" src="/uploads/${A}.webp" width="900" height="450">`;
    expect(withResponsiveImages(html)).toBe(
      `<p>&lt;img src="/uploads/${A}.webp" width="900"&gt;</p><img alt="x &quot;&gt;" src="/uploads/${A}.webp" width="900" height="450"` +
        ` srcset="/uploads/${A}-480w.webp 480w, /uploads/${A}.webp 900w" sizes="${SIZES}" fetchpriority="high" />`,
    );
  });

  it('leaves a post without pictures as it is', () => {
    const html = '<p style="text-align: center">글만 있는 소식</p>';
    expect(withResponsiveImages(html)).toBe(html);
    expect(hasImage(html)).toBe(false);
    expect(hasImage(`<p>a</p><img src="/uploads/${A}.webp" alt="" />`)).toBe(true);
  });

  it('gives the same answer every time, as the server and the browser must', () => {
    const html = `<img src="/uploads/${A}.webp" alt="" width="1200" height="900" /><img src="/uploads/${B}.webp" alt="" />`;
    expect(withResponsiveImages(html)).toBe(withResponsiveImages(html));
  });
});
