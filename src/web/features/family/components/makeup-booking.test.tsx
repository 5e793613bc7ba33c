/**
 * 보강 예약 on the portal: offered only where the studio allows it and a credit is valid; a day,
 * a time of that day, a confirm that sends exactly that place; a refusal is said beside the
 * button, and a booking made closes the panel with the server's message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyMakeupSlots } from '#shared/schemas/family.ts';
import { buttonLabels } from '../../../components/testing/button-labels.ts';
import {
  type Answer,
  answerWith,
  refusal,
  renderWithStudio,
} from '../../../components/testing/studio-harness.tsx';
import { FamilyPage } from '../pages/family-page.tsx';
import { familyStudent } from '../testing/family-student.ts';

const credit = {
  id: 1,
  grantedOn: '2026-11-20',
  expiresOn: '2026-12-20',
  reason: '강사사정' as const,
  lessonDay: '2026-11-20',
  state: 'valid' as const,
};
const minji = familyStudent({ id: 7, credits: [credit] });
const open: FamilyMakeupSlots = {
  allowed: true,
  validCredits: 1,
  cells: [
    { date: '2026-11-26', time: 10, types: ['2부'] },
    { date: '2026-11-27', time: 14, types: ['1시간', '1부', '2부'] },
  ],
};

function server(slots: FamilyMakeupSlots, booking: () => Answer) {
  return answerWith((request) => {
    if (request.url === '/api/family/me') return { status: 200, body: { students: [minji] } };
    if (request.url.startsWith('/api/family/makeup-slots')) return { status: 200, body: slots };
    if (request.url === '/api/family/makeup') return booking();
    if (request.url.startsWith('/api/family/history'))
      return { status: 200, body: { lessons: [], payments: [] } };
    if (request.url.startsWith('/api/newsList'))
      return { status: 200, body: { items: [], page: 1, pageSize: 10, total: 0 } };
    return { status: 404, body: {} };
  });
}

describe('보강 예약 on the portal', () => {
  it('sends the chosen place and says a refusal beside the button', async () => {
    const sent = server(open, () =>
      refusal(409, 'family.makeup_slot_taken', '그 시간은 비어 있지 않습니다.'),
    );
    const user = renderWithStudio(<FamilyPage />, { initialEntries: ['/family'] });
    const credits = await screen.findByRole('region', { name: '보강권' });
    await user.click(await within(credits).findByRole('button', { name: '보강 예약' }));
    const days = within(credits).getByRole('group', { name: /^날짜를 고르세요/ });
    expect(buttonLabels(days)).toEqual(['11월 26일 (목)', '11월 27일 (금)']);
    await user.click(within(days).getByRole('button', { name: '11월 27일 (금)' }));
    const times = within(credits).getByRole('group', { name: '11월 27일 (금) 빈 시간' });
    expect(buttonLabels(times)).toEqual(['오후 2시 · 1시간', '오후 2시 · 30분', '오후 2시 30분 · 30분']);
    await user.click(within(times).getByRole('button', { name: '오후 2시 30분 · 30분' }));
    expect(credits.textContent).toContain('11월 27일 (금) 오후 2시 30분 (30분) 보강을 예약할까요?');
    await user.click(within(credits).getByRole('button', { name: '예약하기' }));
    expect((await within(credits).findByRole('alert')).textContent).toBe('그 시간은 비어 있지 않습니다.');
    expect(sent.find((request) => request.url === '/api/family/makeup')?.body).toEqual({
      studentId: 7,
      date: '2026-11-27',
      time: 14,
      type: '2부',
    });
  });

  it('closes with the server’s message once booked', async () => {
    server(open, () => ({
      status: 201,
      body: {
        message: '2026-11-26 10시 2부 보강을 예약했습니다.',
        lesson: { key: 'o1', date: '2026-11-26' },
      },
    }));
    const user = renderWithStudio(<FamilyPage />, { initialEntries: ['/family'] });
    const credits = await screen.findByRole('region', { name: '보강권' });
    await user.click(await within(credits).findByRole('button', { name: '보강 예약' }));
    await user.click(within(credits).getByRole('button', { name: '11월 26일 (목)' }));
    await user.click(within(credits).getByRole('button', { name: '오전 10시 30분 · 30분' }));
    await user.click(within(credits).getByRole('button', { name: '예약하기' }));
    expect(await screen.findByText('2026-11-26 10시 2부 보강을 예약했습니다.')).toBeTruthy();
    expect(within(credits).queryByRole('button', { name: '예약하기' })).toBeNull();
  });

  it('offers nothing where the studio has not allowed it', async () => {
    const sent = server({ allowed: false, validCredits: 0, cells: [] }, () => ({ status: 500, body: {} }));
    renderWithStudio(<FamilyPage />, { initialEntries: ['/family'] });
    const credits = await screen.findByRole('region', { name: '보강권' });
    await waitFor(() => expect(sent.some((request) => request.url.includes('makeup-slots'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(credits).queryByRole('button', { name: '보강 예약' })).toBeNull();
  });
});
