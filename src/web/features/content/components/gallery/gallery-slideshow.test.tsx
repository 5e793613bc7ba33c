import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPhotos } from '#content/photos-defaults.ts';
import { resolvePhoto } from '../../../../site-data/resolve-photo.ts';
import { GallerySlideshow, SLIDE_INTERVAL_MS } from './gallery-slideshow.tsx';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const currentDot = () =>
  within(screen.getByRole('list', { name: '사진 선택' }))
    .getAllByRole('button')
    .find((dot) => dot.getAttribute('aria-current') === 'true');

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const gallery = { photos: defaultPhotos().gallery.map(resolvePhoto) };

describe('GallerySlideshow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows every photo and one dot per position, the first one current', () => {
    render(<GallerySlideshow photos={gallery.photos} />);
    expect(screen.getAllByRole('img')).toHaveLength(8);
    expect(within(screen.getByRole('list', { name: '사진 선택' })).getAllByRole('button')).toHaveLength(8);
    expect(currentDot()?.getAttribute('aria-label')).toBe('1번째 사진 보기');
  });

  it('advances one photo every 2500 ms', () => {
    render(<GallerySlideshow photos={gallery.photos} />);
    wait(SLIDE_INTERVAL_MS - 1);
    expect(currentDot()?.getAttribute('aria-label')).toBe('1번째 사진 보기');
    wait(1);
    expect(currentDot()?.getAttribute('aria-label')).toBe('2번째 사진 보기');
    wait(SLIDE_INTERVAL_MS);
    expect(currentDot()?.getAttribute('aria-label')).toBe('3번째 사진 보기');
  });

  it('moves to the photo of a dot that is pressed', () => {
    render(<GallerySlideshow photos={gallery.photos} />);
    fireEvent.click(screen.getByRole('button', { name: '5번째 사진 보기' }));
    expect(currentDot()?.getAttribute('aria-label')).toBe('5번째 사진 보기');
    fireEvent.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(currentDot()?.getAttribute('aria-label')).toBe('4번째 사진 보기');
  });

  it('holds still under the pointer and while focus is inside, and moves on after', () => {
    render(<GallerySlideshow photos={gallery.photos} />);
    const slideshow = screen.getByRole('group', { name: '갤러리 사진 슬라이드쇼' });
    fireEvent.pointerEnter(slideshow);
    wait(SLIDE_INTERVAL_MS * 3);
    expect(currentDot()?.getAttribute('aria-label')).toBe('1번째 사진 보기');
    fireEvent.pointerLeave(slideshow);

    fireEvent.focus(screen.getByRole('button', { name: '3번째 사진 보기' }));
    wait(SLIDE_INTERVAL_MS * 3);
    expect(currentDot()?.getAttribute('aria-label')).toBe('1번째 사진 보기');
    fireEvent.blur(screen.getByRole('button', { name: '3번째 사진 보기' }));

    wait(SLIDE_INTERVAL_MS);
    expect(currentDot()?.getAttribute('aria-label')).toBe('2번째 사진 보기');
  });

  it('loops on past the last photo and back before the first', () => {
    render(<GallerySlideshow photos={gallery.photos} />);
    fireEvent.click(screen.getByRole('button', { name: '8번째 사진 보기' }));
    fireEvent.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(currentDot()?.getAttribute('aria-label')).toBe('1번째 사진 보기');
    // The slide onto the repeated photos ends; the track jumps home unseen and goes on from there.
    fireEvent.transitionEnd(screen.getByRole('group', { name: '1 / 8' }).parentElement!);
    fireEvent.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(currentDot()?.getAttribute('aria-label')).toBe('2번째 사진 보기');

    fireEvent.click(screen.getByRole('button', { name: '1번째 사진 보기' }));
    fireEvent.click(screen.getByRole('button', { name: '이전 사진' }));
    wait(50);
    expect(currentDot()?.getAttribute('aria-label')).toBe('8번째 사진 보기');
  });

  it('follows a swipe', () => {
    render(<GallerySlideshow photos={gallery.photos} />);
    const viewport = screen.getByRole('group', { name: '1 / 8' }).parentElement!.parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(currentDot()?.getAttribute('aria-label')).toBe('2번째 사진 보기');
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 190 });
    expect(currentDot()?.getAttribute('aria-label')).toBe('2번째 사진 보기');
  });

  it('stops with the pause button and starts again', () => {
    render(<GallerySlideshow photos={gallery.photos} />);
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    wait(SLIDE_INTERVAL_MS * 3);
    expect(currentDot()?.getAttribute('aria-label')).toBe('1번째 사진 보기');
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 시작' }));
    wait(SLIDE_INTERVAL_MS);
    expect(currentDot()?.getAttribute('aria-label')).toBe('2번째 사진 보기');
  });

  it('never moves by itself for visitors who prefer reduced motion', () => {
    setReducedMotion(true);
    render(<GallerySlideshow photos={gallery.photos} />);
    wait(SLIDE_INTERVAL_MS * 4);
    expect(currentDot()?.getAttribute('aria-label')).toBe('1번째 사진 보기');
    expect(screen.queryByRole('button', { name: '자동 넘김 멈춤' })).toBeNull();
    // The visitor can still page through by hand.
    fireEvent.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(currentDot()?.getAttribute('aria-label')).toBe('2번째 사진 보기');
  });
  it.each([4, 12])('runs the same with %i photos: a dot each, and the loop back to the first', (count) => {
    const photos = Array.from({ length: count }, (_, index) => gallery.photos[index % 8]!);
    render(<GallerySlideshow photos={photos} />);
    expect(screen.getAllByRole('group', { name: new RegExp(`^\\d+ / ${count}$`) })).toHaveLength(count);
    expect(within(screen.getByRole('list', { name: '사진 선택' })).getAllByRole('button')).toHaveLength(
      count,
    );
    fireEvent.click(screen.getByRole('button', { name: `${count}번째 사진 보기` }));
    fireEvent.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(currentDot()?.getAttribute('aria-label')).toBe('1번째 사진 보기');
    fireEvent.transitionEnd(screen.getByRole('group', { name: `1 / ${count}` }).parentElement!);
    wait(SLIDE_INTERVAL_MS);
    expect(currentDot()?.getAttribute('aria-label')).toBe('2번째 사진 보기');
  });
});
