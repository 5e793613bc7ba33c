import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NewsList } from '#shared/schemas/news.ts';
import { sessionQuery } from '../../../lib/session.ts';
import { WithSite } from '../../../site-data/testing/test-site.tsx';
import { newsListQuery } from '../api/news-api.ts';
import { NewsListPage } from './news-list-page.tsx';

const hash = (n: number) => `${n}`.repeat(32);

describe('NewsListPage', () => {
  it("fetches the first row's thumbnail first and the others lazily", () => {
    const list: NewsList = {
      items: [1, 2, 3].map((n) => ({
        postId: n,
        title: `소식 ${n}`,
        writeDay: '2026-06-01T03:00:00.000Z',
        thumbnailUrl: `/uploads/${hash(n)}.webp`,
      })),
      page: 1,
      pageSize: 10,
      total: 3,
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(sessionQuery.queryKey, null);
    client.setQueryData(newsListQuery(1).queryKey, list);
    render(
      <QueryClientProvider client={client}>
        <WithSite>
          <MemoryRouter initialEntries={['/news']}>
            <NewsListPage />
          </MemoryRouter>
        </WithSite>
      </QueryClientProvider>,
    );
    const loading = [1, 2, 3].map((n) => {
      const image = screen.getByRole('link', { name: new RegExp(`소식 ${n}`) }).querySelector('img')!;
      expect(image.getAttribute('srcset')).toBe(
        `/uploads/${hash(n)}-480w.webp 480w, /uploads/${hash(n)}-960w.webp 960w, /uploads/${hash(n)}.webp 1200w`,
      );
      return [
        image.getAttribute('fetchpriority'),
        image.getAttribute('loading'),
        image.getAttribute('decoding'),
      ];
    });
    expect(loading).toEqual([
      ['high', null, null],
      [null, 'lazy', 'async'],
      [null, 'lazy', 'async'],
    ]);
  });
});
