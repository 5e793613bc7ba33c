import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NewsList } from '#shared/schemas/news.ts';
import { renderWithQueries } from '../../components/testing/query-render.tsx';
import { newsListQuery } from './api/news-api.ts';
import { LatestNews } from './latest-news.tsx';

function answer(list: NewsList) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

const item = (postId: number, writeDay: string) => ({
  postId,
  title: `소식 ${postId}`,
  writeDay,
  thumbnailUrl: null,
});

describe('LatestNews', () => {
  it('shows the three newest posts with their Seoul dates and links', async () => {
    answer({
      items: [
        item(4, '2026-03-01T15:30:00.000Z'),
        item(3, '2026-02-28T01:00:00.000Z'),
        item(2, '2026-02-27T01:00:00.000Z'),
        item(1, '2026-02-26T01:00:00.000Z'),
      ],
      page: 1,
      pageSize: 10,
      total: 4,
    });
    renderWithQueries(<LatestNews />);
    const links = await screen.findAllByRole('link', { name: /^소식 \d$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/post/4', '/post/3', '/post/2']);
    // 15:30 UTC on 1 March is already 2 March in Seoul.
    expect(screen.getByText('2026-03-02')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '학원 소식' })).toBeTruthy();
  });

  it('renders nothing while there are no posts', async () => {
    answer({ items: [], page: 1, pageSize: 10, total: 0 });
    const { container, client } = renderWithQueries(<LatestNews />);
    // Wait for the answer to have arrived and rendered, not for a guessed time.
    await vi.waitFor(() => expect(client.getQueryState(newsListQuery(1).queryKey)?.status).toBe('success'));
    expect(fetch).toHaveBeenCalledWith('/api/newsList?page=1', expect.anything());
    expect(container.innerHTML).toBe('');
  });
});
