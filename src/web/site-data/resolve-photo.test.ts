import { describe, expect, it } from 'vitest';
import { resolvePhoto } from './resolve-photo.ts';

describe('resolvePhoto', () => {
  it('turns a bundled picture into its file and half-width copy', () => {
    const photo = resolvePhoto({ src: 'builtin:gallery-1', alt: '색소폰', width: 800, height: 600 });
    expect(photo.src).toMatch(/gallery-1(-[\w-]+)?\.webp$/);
    expect(photo.srcSet).toMatch(/^\S*gallery-1-400w\S*\.webp 400w, \S*gallery-1\S*\.webp 800w$/);
    expect(photo).toMatchObject({ alt: '색소폰', width: 800, height: 600 });
  });

  it('gives an upload its narrower copies', () => {
    const src = '/uploads/0123456789abcdef.webp';
    expect(resolvePhoto({ src, alt: '무대', width: 1600, height: 1200 })).toEqual({
      src,
      alt: '무대',
      width: 1600,
      height: 1200,
      srcSet:
        '/uploads/0123456789abcdef-480w.webp 480w, /uploads/0123456789abcdef-960w.webp 960w, /uploads/0123456789abcdef.webp 1600w',
    });
  });
});
