import { describe, expect, it } from 'vitest';
import { uploadSrcSet, uploadVariantUrl } from './upload-images.ts';

const HASH = '0123456789abcdef0123456789abcdef';
const URL = `/uploads/${HASH}.webp`;

describe('uploadSrcSet', () => {
  it('lists the 480 and 960 px copies and the upload itself', () => {
    expect(uploadSrcSet(URL)).toBe(
      `/uploads/${HASH}-480w.webp 480w, /uploads/${HASH}-960w.webp 960w, /uploads/${HASH}.webp 1200w`,
    );
  });

  it('describes the upload by its own width when it is known', () => {
    expect(uploadSrcSet(URL, 1600)).toBe(
      `/uploads/${HASH}-480w.webp 480w, /uploads/${HASH}-960w.webp 960w, /uploads/${HASH}.webp 1600w`,
    );
  });

  it('leaves out copies that would be no narrower than the upload', () => {
    expect(uploadSrcSet(URL, 960)).toBe(`/uploads/${HASH}-480w.webp 480w, /uploads/${HASH}.webp 960w`);
    expect(uploadSrcSet(URL, 481)).toBe(`/uploads/${HASH}-480w.webp 480w, /uploads/${HASH}.webp 481w`);
  });

  it('gives no srcset for an upload no wider than the smallest copy', () => {
    expect(uploadSrcSet(URL, 480)).toBeUndefined();
    expect(uploadSrcSet(URL, 120)).toBeUndefined();
  });

  it('falls back to the usual width for a width that is not a size', () => {
    const usual = uploadSrcSet(URL);
    for (const width of [0, -5, 1.5, Number.NaN]) expect(uploadSrcSet(URL, width)).toBe(usual);
  });

  it('leaves every other address alone', () => {
    for (const url of [
      'https://example.com/photo.webp',
      '/assets/default-thumbnail.svg',
      `/uploads/${HASH}-480w.webp`,
      `/uploads/${HASH}.png`,
      `/uploads/${HASH.toUpperCase()}.webp`,
      `/uploads/../${HASH}.webp`,
      `https://example.com/uploads/${HASH}.webp`,
      '',
    ]) {
      expect(uploadSrcSet(url)).toBeUndefined();
    }
  });
});

describe('uploadVariantUrl', () => {
  it('names a copy after its upload and width', () => {
    expect(uploadVariantUrl(URL, 480)).toBe(`/uploads/${HASH}-480w.webp`);
    expect(uploadVariantUrl(URL, 960)).toBe(`/uploads/${HASH}-960w.webp`);
  });

  it('has no copy of an address that is not an upload', () => {
    expect(uploadVariantUrl('https://example.com/a.webp', 480)).toBeNull();
    expect(uploadVariantUrl(`/uploads/${HASH}-480w.webp`, 960)).toBeNull();
  });
});
