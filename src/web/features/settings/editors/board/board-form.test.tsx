import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultBoardSettings } from '#content/board-defaults.ts';
import type { BoardSettings } from '#shared/schemas/site-board.ts';
import { BoardForm } from './board-form.tsx';

let latest: BoardSettings;
function Harness({ initial, errors }: { initial: BoardSettings; errors?: Record<string, string> }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <BoardForm value={value} onChange={setValue} disabled={false} errors={errors} />;
}

const roomNames = () =>
  screen
    .getAllByRole('textbox', { name: /번째 연습실 이름/ })
    .map((input) => (input as HTMLInputElement).value);

describe('BoardForm', () => {
  it('says that bookings in removed rooms and hours stay but are not shown', () => {
    render(<Harness initial={defaultBoardSettings()} />);
    expect(screen.getByText(/이미 받은 예약은 지워지지 않고 남습니다/).textContent).toContain(
      '예약 현황에 보이지 않고, 그 칸은 예약하거나 삭제할 수 없습니다',
    );
    expect(screen.getByText('매일 09:00–22:00, 하루 13칸')).toBeTruthy();
  });

  it('sets the hours with two selects and shows what they make', async () => {
    const user = userEvent.setup();
    render(<Harness initial={defaultBoardSettings()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '첫 예약 시작 시각' }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: '마지막 예약 시작 시각' }), '18');
    expect([latest.openHour, latest.lastHour]).toEqual([10, 18]);
    expect(screen.getByText('매일 10:00–19:00, 하루 9칸')).toBeTruthy();
  });

  it('adds, renames, moves and removes rooms, keeping at least one', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...defaultBoardSettings(), rooms: ['Room1', 'Room2'] }} />);
    await user.click(screen.getByRole('button', { name: '연습실 추가' }));
    expect(roomNames()).toEqual(['Room1', 'Room2', '3번 방']);
    const third = screen.getByRole('textbox', { name: '3번째 연습실 이름' });
    await waitFor(() => expect(document.activeElement).toBe(third));
    fireEvent.change(third, { target: { value: '드럼룸' } });
    await user.click(screen.getByRole('button', { name: '위로 (3번째 연습실 이름)' }));
    expect(roomNames()).toEqual(['Room1', '드럼룸', 'Room2']);
    await user.click(screen.getByRole('button', { name: '아래로 (1번째 연습실 이름)' }));
    expect(latest.rooms).toEqual(['드럼룸', 'Room1', 'Room2']);
    await user.click(screen.getByRole('button', { name: '빼기 (2번째 연습실 이름)' }));
    await user.click(screen.getByRole('button', { name: '빼기 (2번째 연습실 이름)' }));
    expect(latest.rooms).toEqual(['드럼룸']);
    expect(
      (screen.getByRole('button', { name: '빼기 (1번째 연습실 이름)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('edits the limit and the rules, and shows a refusal beside its field', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={{ ...defaultBoardSettings(), rules: ['첫 규칙'] }}
        errors={{ maxHoursPerName: '한 사람당 하루 예약 한도는 하루 예약 시간 수보다 클 수 없습니다.' }}
      />,
    );
    const limit = screen.getByRole('spinbutton', { name: /하루에 예약할 수 있는 시간/ });
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(limit.getAttribute('aria-describedby')).toContain('error');
    await user.clear(limit);
    await user.type(limit, '1');
    expect(latest.maxHoursPerName).toBe(1);
    expect(
      screen.getByText(/“한 사람당 하루 1시간까지만 예약할 수 있습니다.”라는 안내와 함께 거절됩니다/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '규칙 추가' }));
    // A rule is one line: a line break typed or pasted into its box becomes a space.
    fireEvent.change(screen.getByRole('textbox', { name: '규칙 2번째 줄' }), {
      target: { value: '음식\n금지' },
    });
    await user.click(screen.getByRole('button', { name: '위로 (규칙 2번째 줄)' }));
    expect(latest.rules).toEqual(['음식 금지', '첫 규칙']);
  });
});
