/**
 * A feature's components as a page holds them, for component tests: a query client, toasts,
 * the confirm dialog, a router and the first-start site; the server is answered by the test
 * (`answerWith`), and every request sent is kept to be read back.
 *
 * Every web test starts on an empty page with the real transport (tests/setup/web-page.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SiteDocument } from '#shared/schemas/site-content.ts';
import { setApiTransport } from '../../lib/api-client.ts';
import { testSite, WithSite } from '../../site-data/testing/test-site.tsx';
import { ConfirmProvider } from '../ui/confirm-dialog.tsx';
import { ToastProvider } from '../ui/toast.tsx';

export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

export type Answer = { status: number; body: unknown };

export const refusal = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

/** Answers every request with `answer`, records it, and returns what was sent. */
export function answerWith(answer: (request: Sent) => Answer): Sent[] {
  const sent: Sent[] = [];
  setApiTransport(async (url, init) => {
    const request = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const { status, body } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

/** jsdom has <dialog> without its modal methods. */
export function withModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

/** Stands every test of the file at `instant`: only the clock is fake, timers run. */
export function clockAt(instant: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function resetTransport(): void {
  setApiTransport((url, init) => fetch(url, init));
}

export function renderWithStudio(
  ui: ReactNode,
  { site = testSite(), initialEntries = ['/'] }: { site?: SiteDocument; initialEntries?: string[] } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ConfirmProvider>
          <MemoryRouter initialEntries={initialEntries}>
            <WithSite site={site}>{ui}</WithSite>
          </MemoryRouter>
        </ConfirmProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return user;
}
