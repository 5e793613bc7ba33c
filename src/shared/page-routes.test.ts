import { describe, expect, it } from 'vitest';
import { isKnownPage } from './page-routes.ts';

describe('isKnownPage', () => {
  it('knows the fixed pages, with or without a trailing slash, in any case', () => {
    for (const path of ['/', '/news', '/news/', '/makeBook', '/makebook', '/MAKEBOOK', '/use', '/person']) {
      expect(isKnownPage(path), path).toBe(true);
    }
  });

  it('matches one segment for a parameter', () => {
    expect(isKnownPage('/post/12')).toBe(true);
    expect(isKnownPage('/memberdetail/%EA%B9%80%EB%AF%BC%EC%88%98')).toBe(true);
    expect(isKnownPage('/order/3/')).toBe(true);
    expect(isKnownPage('/post')).toBe(false);
    expect(isKnownPage('/post/12/edit')).toBe(false);
  });

  it('refuses everything else', () => {
    for (const path of [
      '/nope',
      '/news/extra',
      '/news$&x',
      '//news',
      '/news//',
      '/post//',
      '/director.php',
      '',
    ]) {
      expect(isKnownPage(path), path).toBe(false);
    }
  });
});
