import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NewsListItem } from '#shared/schemas/news.ts';
import { attributesOf } from '../../../components/testing/attributes.ts';
import defaultThumbnail from '../assets/default-thumbnail.svg';
import { NewsRow } from './news-row.tsx';

const HASH = '0123456789abcdef0123456789abcdef';

const row = (thumbnailUrl: string | null): NewsListItem => ({
  postId: 7,
  title: '여름 발표회',
  writeDay: '2026-06-01T03:00:00.000Z',
  thumbnailUrl,
});

const tree = (item: NewsListItem) => (
  <MemoryRouter>
    <ul>
      <NewsRow item={item} />
    </ul>
  </MemoryRouter>
);

const thumbnail = () => screen.getByRole('link', { name: /여름 발표회/ }).querySelector('img')!;
describe('NewsRow', () => {
  it('loads an upload thumbnail from the copy that fits its 88–112px box, lazily', () => {
    render(tree(row(`/uploads/${HASH}.webp`)));
    expect(attributesOf(thumbnail())).toEqual({
      class: expect.any(String),
      src: `/uploads/${HASH}.webp`,
      srcset: `/uploads/${HASH}-480w.webp 480w, /uploads/${HASH}-960w.webp 960w, /uploads/${HASH}.webp 1200w`,
      sizes: '(max-width: 400px) 88px, 112px',
      alt: '',
      width: '160',
      height: '120',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it("fetches the first row's thumbnail first", () => {
    render(
      <MemoryRouter>
        <ul>
          <NewsRow item={row(`/uploads/${HASH}.webp`)} priority />
        </ul>
      </MemoryRouter>,
    );
    expect(thumbnail().getAttribute('fetchpriority')).toBe('high');
    expect([thumbnail().hasAttribute('loading'), thumbnail().hasAttribute('decoding')]).toEqual([
      false,
      false,
    ]);
    expect(thumbnail().getAttribute('sizes')).toBe('(max-width: 400px) 88px, 112px');
  });

  it('leaves an https thumbnail and the default picture without a srcset', () => {
    render(tree(row('https://example.com/poster.jpg')));
    expect(thumbnail().getAttribute('src')).toBe('https://example.com/poster.jpg');
    expect([thumbnail().hasAttribute('srcset'), thumbnail().hasAttribute('sizes')]).toEqual([false, false]);
    cleanup();
    render(tree(row(null)));
    expect(thumbnail().getAttribute('src')).toBe(defaultThumbnail);
    expect([thumbnail().hasAttribute('srcset'), thumbnail().hasAttribute('sizes')]).toEqual([false, false]);
    expect(thumbnail().getAttribute('loading')).toBe('lazy');
  });

  it('writes the same picture attributes on the server', () => {
    const html = renderToString(tree(row(`/uploads/${HASH}.webp`)));
    expect(html).toContain(
      `srcSet="/uploads/${HASH}-480w.webp 480w, /uploads/${HASH}-960w.webp 960w, /uploads/${HASH}.webp 1200w" sizes="(max-width: 400px) 88px, 112px"`,
    );
  });
});
