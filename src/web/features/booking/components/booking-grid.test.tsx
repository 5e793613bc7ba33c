import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SiteDocument } from '#shared/schemas/site-content.ts';
import { testSite, WithSite } from '../../../site-data/testing/test-site.tsx';
import { BookingGrid } from './booking-grid.tsx';

const now = { today: '2026-11-21', hour: 10 };

function renderGrid(props: Partial<Parameters<typeof BookingGrid>[0]> = {}, site: SiteDocument = testSite()) {
  const onDelete = vi.fn();
  const onPick = vi.fn();
  render(
    <WithSite site={site}>
      <BookingGrid
        date="2026-11-21"
        now={now}
        caption="11월 21일 (토) 오늘 연습실 예약 현황"
        bookings={[{ date: '2026-11-21', room: 2, time: 11, name: '김민수', type: '1시간' }]}
        onDelete={onDelete}
        onPick={onPick}
        {...props}
      />
    </WithSite>,
  );
  return { onDelete, onPick };
}

/** What the grid draws: its column headings, how many hour rows and how many cells. */
function drawn() {
  return {
    columns: screen.getAllByRole('columnheader').map((header) => header.textContent),
    hours: screen.getAllByRole('rowheader').length,
    cells: screen.getAllByRole('button').length,
  };
}

describe('BookingGrid', () => {
  it('draws the rooms and hours the owner published, by their names', () => {
    const board = { ...testSite().board, openHour: 10, lastHour: 18, rooms: ['A홀', 'B홀', '드럼룸'] };
    renderGrid({ bookings: [] }, testSite({ board }));
    expect(drawn()).toEqual({ columns: ['시간', 'A홀', 'B홀', '드럼룸'], hours: 9, cells: 27 });
    expect(
      screen.getByRole('button', { name: '드럼룸 오후 6시, 비어 있음, 누르면 예약 양식에 입력' }),
    ).toBeTruthy();
  });

  it('is a table with room and hour headers and 78 cells', () => {
    renderGrid();
    const table = screen.getByRole('table', { name: /연습실 예약 현황/ });
    expect(table).toBeTruthy();
    expect(drawn()).toEqual({
      columns: ['시간', '1번 방', '2번 방', '3번 방', '4번 방', '5번 방', '6번 방'],
      hours: 13,
      cells: 78,
    });
  });

  it('announces room, hour and state of each cell', () => {
    renderGrid();
    expect(screen.getByRole('button', { name: '2번 방 오전 11시, 김민수 예약됨, 누르면 삭제' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1번 방 오전 9시, 지난 시간' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '1번 방 오전 10시, 비어 있음, 누르면 예약 양식에 입력' }),
    ).toBeTruthy();
  });

  it('moves the single tab stop with the arrow keys and deletes with Enter', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderGrid();
    const cells = screen.getAllByRole('button');
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^1번 방 오전 9시/ }));
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^2번 방 오전 11시/ }));
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith({
      date: '2026-11-21',
      room: 2,
      time: 11,
      name: '김민수',
      type: '1시간',
    });
  });

  it('keeps a long name whole with its full text in the label and tooltip', () => {
    const name = '키보드학생 홍길동바이올린';
    renderGrid({ bookings: [{ date: '2026-11-21', room: 3, time: 12, name, type: '1시간' }] });
    const cell = screen.getByRole('button', { name: `3번 방 오후 12시, ${name} 예약됨, 누르면 삭제` });
    expect(cell.querySelector(`[title="${name}"]`)?.textContent).toBe(name);
  });

  it('leaves out the hours before fromHour, and the tab stop starts at the first shown hour', async () => {
    const user = userEvent.setup();
    renderGrid({ fromHour: 14 });
    expect(drawn()).toMatchObject({ hours: 8, cells: 48 });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^1번 방 오후 2시/ }));
  });

  it('fills the form from an empty cell, and does nothing on an hour that is over', async () => {
    const user = userEvent.setup();
    const { onPick } = renderGrid();
    await user.click(screen.getByRole('button', { name: /^4번 방 오후 3시/ }));
    expect(onPick).toHaveBeenCalledWith(4, 15);
    await user.click(screen.getByRole('button', { name: /^4번 방 오전 9시/ }));
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});
