/**
 * 휴원일 관리: the owner's closures with their days, a form whose refusals are said under their
 * fields (the shared rules first, the server's after), a delete behind a confirm, and the public
 * holidays of this year and the next with 대체공휴일 labelled.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HolidaysOfYear, StudioClosureItem } from '#shared/schemas/closures.ts';
import {
  type Answer,
  answerWith,
  clockAt,
  refusal,
  renderWithStudio,
  type Sent,
} from '../../../components/testing/studio-harness.tsx';
import { ClosuresPage } from './closures-page.tsx';

const winter: StudioClosureItem = { id: 7, from: '2026-12-28', to: '2027-01-03', name: '겨울 방학' };
const holidays: Record<number, HolidaysOfYear> = {
  2026: {
    year: 2026,
    covered: true,
    holidays: [
      { date: '2026-09-25', name: '추석', kind: 'holiday', open: false },
      { date: '2026-10-05', name: '대체공휴일(개천절)', kind: 'holiday', open: false },
      { date: '2026-12-25', name: '기독탄신일', kind: 'holiday', open: false },
    ],
  },
  2027: { year: 2027, covered: false, holidays: [] },
};

function server(write: (request: Sent) => Answer = () => ({ status: 500, body: {} })) {
  return answerWith((request) => {
    if (request.method !== 'GET') return write(request);
    if (request.url === '/api/closures/studio') return { status: 200, body: [winter] };
    const year = Number(new URL(request.url, 'http://x').searchParams.get('year'));
    return { status: 200, body: holidays[year] };
  });
}

// Seoul's 2026-11-25, 10:00.
clockAt('2026-11-25T01:00:00Z');

describe('the 휴원일 관리 page', () => {
  it('lists the studio’s closures and this year’s and next year’s holidays', async () => {
    server();
    renderWithStudio(<ClosuresPage />, { initialEntries: ['/closures'] });
    expect(screen.getByRole('heading', { name: '휴원일 관리', level: 1 })).toBeTruthy();
    const list = screen.getByRole('region', { name: '학원 휴원일' });
    const item = await within(list).findByText('겨울 방학');
    expect(item.closest('li')!.textContent).toContain('12월 28일 (월) ~ 2027년 1월 3일 (일)');
    expect(item.closest('li')!.textContent).toContain('7일');
    expect(item.closest('li')!.textContent).toContain('예정');

    const thisYear = screen.getByRole('region', { name: /^2026년 공휴일/ });
    const substitute = (await within(thisYear).findByText('10월 5일 (월)')).closest('li')!;
    expect(substitute.textContent).toBe('10월 5일 (월)개천절대체공휴일');
    expect(within(thisYear).getByText('추석').closest('li')!.hasAttribute('data-past')).toBe(true);
    expect(within(thisYear).getByText('기독탄신일').closest('li')!.hasAttribute('data-past')).toBe(false);
    const nextYear = screen.getByRole('region', { name: /^2027년 공휴일/ });
    expect(
      (await within(nextYear).findByText(/2027년 공휴일은 아직 발표되지 않았습니다/)).textContent,
    ).toBeTruthy();
  });

  it('says what is wrong under the field, with the focus there, and sends nothing', async () => {
    const sent = server();
    const user = renderWithStudio(<ClosuresPage />, { initialEntries: ['/closures'] });
    const form = screen.getByRole('form', { name: '휴원일 추가' });
    const start = within(form).getByLabelText('시작일') as HTMLInputElement;
    const end = within(form).getByLabelText('종료일') as HTMLInputElement;
    expect(start.value).toBe('2026-11-25');
    expect(end.value).toBe('2026-11-25');

    await user.click(within(form).getByRole('button', { name: '휴원일 추가' }));
    const name = within(form).getByRole('textbox', { name: '이름' });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('휴원일 이름을 입력해 주세요. (예: 겨울 방학)')).toBeTruthy();

    await user.type(name, '휴원');
    await user.clear(end);
    await user.type(end, '2026-11-20');
    await user.click(within(form).getByRole('button', { name: '휴원일 추가' }));
    expect(document.activeElement).toBe(end);
    expect(within(form).getByText('종료일은 시작일과 같거나 그 뒤여야 합니다.')).toBeTruthy();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('moves the end with a later start, and says the server’s refusal under the end date', async () => {
    const sent = server(() =>
      refusal(409, 'closures.overlap', '이미 휴원일로 정한 날짜와 겹칩니다. 아래 목록에서 확인해 주세요.'),
    );
    const user = renderWithStudio(<ClosuresPage />, { initialEntries: ['/closures'] });
    const form = screen.getByRole('form', { name: '휴원일 추가' });
    const start = within(form).getByLabelText('시작일') as HTMLInputElement;
    const end = within(form).getByLabelText('종료일') as HTMLInputElement;
    await user.clear(start);
    await user.type(start, '2026-12-30');
    expect(end.value).toBe('2026-12-30');
    await user.click(within(form).getByRole('button', { name: '겨울 방학' }));
    await user.click(within(form).getByRole('button', { name: '휴원일 추가' }));
    expect(await within(form).findByText(/이미 휴원일로 정한 날짜와 겹칩니다/)).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/closures',
      body: { from: '2026-12-30', to: '2026-12-30', name: '겨울 방학' },
    });
  });

  it('deletes a closure only after the confirm that names it', async () => {
    const sent = server(() => ({ status: 200, body: winter }));
    const user = renderWithStudio(<ClosuresPage />, { initialEntries: ['/closures'] });
    await user.click(await screen.findByRole('button', { name: '겨울 방학 삭제' }));
    const dialog = screen.getByRole('alertdialog', { name: '휴원일 ‘겨울 방학’을(를) 삭제하시겠습니까?' });
    expect(dialog.textContent).toContain('7일');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: '겨울 방학 삭제' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('휴원일 ‘겨울 방학’을(를) 삭제했습니다.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/closures/7', body: undefined },
    ]);
  });

  it('opens an upcoming holiday for lessons with one button, not one already behind', async () => {
    const sent = server(() => ({
      status: 200,
      body: { date: '2026-12-25', name: '기독탄신일', kind: 'holiday', open: true },
    }));
    const user = renderWithStudio(<ClosuresPage />, { initialEntries: ['/closures'] });
    const thisYear = screen.getByRole('region', { name: /^2026년 공휴일/ });
    await within(thisYear).findByText('기독탄신일');
    // 추석 is over: what was decided then stays.
    expect(within(thisYear).getByText('추석').closest('li')!.querySelector('button')).toBeNull();
    await user.click(
      within(thisYear).getByRole('button', { name: '12월 25일 (금) 기독탄신일 이 날은 수업함' }),
    );
    expect(
      await screen.findByText('12월 25일 (금) 기독탄신일에 수업합니다. 시간표에 이 날의 수업이 잡힙니다.'),
    ).toBeTruthy();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([
      { method: 'POST', url: '/api/closures/holidays/2026-12-25/open', body: undefined },
    ]);
  });
});
