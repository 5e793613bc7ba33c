/**
 * The portal drawn by the server and hydrated by a phone whose clock is ahead of the server's
 * (or a page clock moved on): the first render in the browser must draw what the server drew
 * — the lessons still ahead at the server's instant — or React throws the page away (#418).
 * After hydrating, the browser's own clock takes over and a lesson begun meanwhile leaves.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { setRenderTime } from '../../../lib/render-clock.ts';
import { familyStudent, seriesLesson } from '../testing/family-student.ts';
import { UpcomingLessons } from './upcoming-lessons.tsx';

const student = familyStudent({ upcoming: [seriesLesson('2026-11-25', 23), seriesLesson('2026-12-02', 15)] });

// The server draws at 22:50 in Seoul; the phone reads 00:10 the next day.
const SERVER = new Date('2026-11-25T22:50:00+09:00').getTime();
const PHONE = new Date('2026-11-26T00:10:00+09:00').getTime();

function Wrapped({ children }: { children: ReactNode }) {
  const client = new QueryClient();
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  setRenderTime(undefined);
  vi.useRealTimers();
  document.body.innerHTML = '';
});

it('hydrates with the lessons ahead at the server’s instant, then drops the one begun by the phone’s clock', async () => {
  vi.setSystemTime(SERVER);
  setRenderTime(SERVER);
  const html = renderToString(
    <Wrapped>
      <UpcomingLessons student={student} />
    </Wrapped>,
  );
  expect(html).toContain('오후 11시');

  // The browser: its own clock, and the server's instant from the page's hydration data.
  vi.setSystemTime(PHONE);
  setRenderTime(SERVER);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <Wrapped>
        <UpcomingLessons student={student} />
      </Wrapped>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  expect(errors).toEqual([]);
  // Hydrated: the phone's clock now rules, and the lesson of 23:00 has begun.
  expect(container.querySelectorAll('li')).toHaveLength(1);
  expect(container.textContent).not.toContain('오후 11시');
  expect(container.textContent).toContain('12월 2일 (수)');
});
