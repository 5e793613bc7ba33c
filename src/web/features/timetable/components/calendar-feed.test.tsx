/**
 * 캘린더 구독 as a teacher meets it: the address with 복사 and how to subscribe, and 주소 새로
 * 만들기 only after a confirm that says the old address stops working.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { CalendarFeed } from './calendar-feed.tsx';
import { webcalAddress } from './calendar-feed-dialog.tsx';

const first = 'https://studio.example/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const second = 'https://studio.example/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

async function openDialog() {
  const user = renderWithStudio(<CalendarFeed />);
  await user.click(screen.getByRole('button', { name: '캘린더 구독' }));
  const dialog = await screen.findByRole('dialog', { name: '캘린더 구독' }, { timeout: 10_000 });
  return { user, dialog };
}

describe('캘린더 구독', () => {
  it('asks for the address only once the dialog opens, then shows it with how to subscribe', async () => {
    const sent = answerWith(() => ({ status: 200, body: { url: first } }));
    const user = renderWithStudio(<CalendarFeed />);
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: '캘린더 구독' }));
    const dialog = await screen.findByRole('dialog', { name: '캘린더 구독' }, { timeout: 10_000 });
    const address = within(dialog).getByRole('textbox', { name: '구독 주소' });
    await screen.findByDisplayValue(first);
    expect(address.getAttribute('readonly')).not.toBeNull();
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/calendar/feed']);
    expect(dialog.textContent).toContain('설정 › 캘린더 › 계정 추가');
    expect(dialog.textContent).toContain('구독 캘린더');
    expect(dialog.textContent).toContain('URL로 추가');
    expect(within(dialog).getByRole('link', { name: '여기를 눌러 바로 구독' }).getAttribute('href')).toBe(
      webcalAddress(first),
    );
  });

  it('copies the address and says so', async () => {
    answerWith(() => ({ status: 200, body: { url: first } }));
    const { user, dialog } = await openDialog();
    await screen.findByDisplayValue(first);
    await user.click(within(dialog).getByRole('button', { name: '복사' }));
    expect(await navigator.clipboard.readText()).toBe(first);
    expect(within(dialog).getByText(/주소를 복사했습니다/)).toBeTruthy();
  });

  it('makes a new address only after a confirm that says the old one stops working', async () => {
    let url = first;
    const sent = answerWith((request) => {
      if (request.method === 'POST') url = second;
      return { status: 200, body: { url } };
    });
    const { user, dialog } = await openDialog();
    await screen.findByDisplayValue(first);

    await user.click(within(dialog).getByRole('button', { name: '주소 새로 만들기' }));
    const question = screen.getByRole('alertdialog', { name: '구독 주소를 새로 만들까요?' });
    expect(question.textContent).toContain('지금 주소는 바로 쓸 수 없게');
    await user.click(within(question).getByRole('button', { name: '취소' }));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '주소 새로 만들기' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '구독 주소를 새로 만들까요?' })).getByRole('button', {
        name: '새로 만들기',
      }),
    );
    await screen.findByDisplayValue(second);
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/calendar/feed/reset',
    ]);
    expect(await screen.findByText(/새 구독 주소를 만들었습니다/)).toBeTruthy();
  });

  it('says why the address could not be read, and reads it again on 다시 시도', async () => {
    let fail = true;
    answerWith(() =>
      fail ? refusal(500, 'internal', '잠시 후 다시 시도해 주세요.') : { status: 200, body: { url: first } },
    );
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: '다시 시도' }));
    await screen.findByDisplayValue(first);
  });

  it('closes on 닫기 and gives the focus back to the button', async () => {
    answerWith(() => ({ status: 200, body: { url: first } }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '캘린더 구독' }));
  });
});
