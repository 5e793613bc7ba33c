import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../../../components/testing/attributes.ts';
import { PostBody } from './post-body.tsx';

const A = '0123456789abcdef0123456789abcdef';
const B = 'fedcba9876543210fedcba9876543210';
const SIZES = '(max-width: 400px) calc(100vw - 32px), (max-width: 540px) calc(100vw - 40px), 500px';

const content = [
  `<p>발표회 사진입니다.</p><img src="/uploads/${A}.webp" alt="무대" width="1600" height="1200" />`,
  `<p>연습실</p><img src="/uploads/${B}.webp" alt="연습실" width="720" height="960" />`,
  `<img src="/uploads/${B}.webp" alt="옛 사진" />`,
].join('');

describe('PostBody', () => {
  it("fetches the post's first picture first, and the others lazily at the width they are drawn", () => {
    render(<PostBody content={content} imageUrl={null} />);
    expect(attributesOf(screen.getByRole('img', { name: '무대' }))).toEqual({
      src: `/uploads/${A}.webp`,
      alt: '무대',
      width: '1600',
      height: '1200',
      srcset: `/uploads/${A}-480w.webp 480w, /uploads/${A}-960w.webp 960w, /uploads/${A}.webp 1600w`,
      sizes: SIZES,
      fetchpriority: 'high',
    });
    expect(attributesOf(screen.getByRole('img', { name: '연습실' }))).toEqual({
      src: `/uploads/${B}.webp`,
      alt: '연습실',
      width: '720',
      height: '960',
      srcset: `/uploads/${B}-480w.webp 480w, /uploads/${B}.webp 720w`,
      sizes: SIZES,
      loading: 'lazy',
      decoding: 'async',
    });
    // Stored without its size: one address, drawn at its own size.
    expect(attributesOf(screen.getByRole('img', { name: '옛 사진' }))).toEqual({
      src: `/uploads/${B}.webp`,
      alt: '옛 사진',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(screen.getByText('발표회 사진입니다.')).toBeTruthy();
  });

  it("loads the spec client's attached picture lazily after pictures in the text, first in a post without", () => {
    const { container } = render(<PostBody content={content} imageUrl={`/uploads/${A}.webp`} />);
    const attached = container.querySelector('article > img')!;
    expect(attributesOf(attached as HTMLElement)).toEqual({
      class: expect.any(String),
      src: `/uploads/${A}.webp`,
      alt: '',
      loading: 'lazy',
      decoding: 'async',
    });
    cleanup();
    const textOnly = render(<PostBody content="<p>글만 있습니다.</p>" imageUrl={`/uploads/${A}.webp`} />);
    expect(attributesOf(textOnly.container.querySelector('article > img') as HTMLElement)).toEqual({
      class: expect.any(String),
      src: `/uploads/${A}.webp`,
      alt: '',
      fetchpriority: 'high',
    });
  });

  it('hydrates the HTML the server wrote without a difference', async () => {
    const tree = <PostBody content={content} imageUrl={`/uploads/${A}.webp`} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    const served = container.innerHTML;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(served);
    expect(container.querySelector('img[alt="무대"]')?.getAttribute('fetchpriority')).toBe('high');
    act(() => root.unmount());
    container.remove();
  });
});
