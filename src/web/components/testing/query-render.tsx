/**
 * A component that reads the server through queries, for tests that answer with a stubbed
 * fetch: a query client that does not retry, the first-start site and a router at `path`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { WithSite } from '../../site-data/testing/test-site.tsx';

export function renderWithQueries(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <QueryClientProvider client={client}>
      <WithSite>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </WithSite>
    </QueryClientProvider>,
  );
  return { ...rendered, client };
}
