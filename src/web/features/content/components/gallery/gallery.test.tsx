import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPhotos } from '#content/photos-defaults.ts';
import { renderWithSite, testSite } from '../../../../site-data/testing/test-site.tsx';
import { Gallery } from './gallery.tsx';

vi.mock('./gallery-slideshow.tsx', () => ({
  GallerySlideshow: () => <section aria-label="갤러리 사진 슬라이드쇼" />,
}));

function setWidth(width: number) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: query === '(min-width: 768px)' && width >= 768,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Gallery', () => {
  beforeEach(() => setWidth(1280));
  it('below 768px lists the eight photos one under another', () => {
    setWidth(767);
    renderWithSite(<Gallery />);
    const list = screen.getByRole('list', { name: '갤러리 사진 목록' });
    expect(within(list).getAllByRole('img')).toHaveLength(8);
    for (const image of within(list).getAllByRole('img')) expect(image.getAttribute('alt')).not.toBe('');
    expect(screen.queryByRole('region', { name: '갤러리 사진 슬라이드쇼' })).toBeNull();
  });

  it('from 768px shows the slideshow instead of the list', async () => {
    setWidth(768);
    renderWithSite(<Gallery />);
    expect(await screen.findByRole('region', { name: '갤러리 사진 슬라이드쇼' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '갤러리 사진 목록' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      '온음 색소폰 & 보컬 아카데미에서 즐기는 음악 생활',
    );
  });
  it('shows a gallery of three or fewer in a row, without a slideshow, in the order published', () => {
    const photos = defaultPhotos();
    const site = testSite({
      photos: { ...photos, galleryHeading: '새 갤러리', gallery: [photos.gallery[4]!, photos.gallery[1]!] },
    });
    renderWithSite(<Gallery />, site);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('새 갤러리');
    const list = screen.getByRole('list', { name: '갤러리 사진 목록' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([photos.gallery[4]!.alt, photos.gallery[1]!.alt]);
    expect(screen.queryByRole('region', { name: '갤러리 사진 슬라이드쇼' })).toBeNull();
  });
});
