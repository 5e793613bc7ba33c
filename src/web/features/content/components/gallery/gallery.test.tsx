import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(cleanup);

  it('below 768px lists the eight photos one under another', () => {
    setWidth(767);
    render(<Gallery />);
    const list = screen.getByRole('list', { name: '갤러리 사진 목록' });
    expect(within(list).getAllByRole('img')).toHaveLength(8);
    for (const image of within(list).getAllByRole('img')) expect(image.getAttribute('alt')).not.toBe('');
    expect(screen.queryByRole('region', { name: '갤러리 사진 슬라이드쇼' })).toBeNull();
  });

  it('from 768px shows the slideshow instead of the list', async () => {
    setWidth(768);
    render(<Gallery />);
    expect(await screen.findByRole('region', { name: '갤러리 사진 슬라이드쇼' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '갤러리 사진 목록' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('온음과 함께 즐기는 음악 생활');
  });
});
