import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(safeNext('/managemember')).toBe('/managemember');
    expect(safeNext('/memberdetail/%ED%99%8D?tab=1#pay')).toBe('/memberdetail/%ED%99%8D?tab=1#pay');
  });

  it('falls back to the home page for anything that could leave the site', () => {
    for (const value of [
      null,
      undefined,
      '',
      'managemember',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\tevil',
      '/\n/evil.example',
    ]) {
      expect(safeNext(value)).toBe('/');
    }
  });

  it('builds a login address that round-trips the path', () => {
    const address = new URL(loginPathFor('/memberdetail/홍길동?x=1'), 'http://site');
    expect(address.pathname).toBe('/login');
    expect(safeNext(address.searchParams.get('next'))).toBe('/memberdetail/홍길동?x=1');
  });
});
