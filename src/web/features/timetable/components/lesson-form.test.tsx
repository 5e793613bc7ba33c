/**
 * 레슨 등록 as a teacher meets a refusal: a slot taken meanwhile is said next to the 시간 field,
 * with the focus there, like every other form of the site.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { setApiTransport } from '../../../lib/api-client.ts';
import { LessonForm } from './lesson-form.tsx';

describe('the lesson form', () => {
  it('says a slot taken meanwhile next to the time, with the focus there', async () => {
    setApiTransport(
      async () =>
        new Response(
          JSON.stringify({ error: { code: 'timetable.taken', message: '이미 등록된 시간입니다.' } }),
          {
            status: 409,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <LessonForm week={new Map()} students={[]} suggestions={[]} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: '요일' }), '월');
    const time = screen.getByRole('combobox', { name: '시간' });
    await user.selectOptions(time, '10');
    await user.click(screen.getByRole('radio', { name: '1시간' }));
    await user.type(screen.getByRole('combobox', { name: '학생 이름' }), '가람');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByText('이미 등록된 시간입니다.');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(time);
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
