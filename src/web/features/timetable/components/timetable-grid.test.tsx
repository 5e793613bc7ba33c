import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lesson } from '#shared/schemas/timetable.ts';
import { TimetableGrid, type TimetableGridProps } from './timetable-grid.tsx';

afterEach(cleanup);

const lessons: Lesson[] = [
  { day: '월', time: 9, type: '1시간', name: '김민수', studentId: null },
  { day: '화', time: 15, type: '1부', name: '이서연', studentId: null },
  { day: '화', time: 15, type: '2부', name: '박지훈', studentId: null },
];

function renderGrid(props: Partial<TimetableGridProps> = {}) {
  const onDelete = vi.fn();
  const onPick = vi.fn();
  render(
    <TimetableGrid
      lessons={lessons}
      mode="edit"
      caption="내 주간 레슨 시간표"
      onDelete={onDelete}
      onPick={onPick}
      {...props}
    />,
  );
  return { onDelete, onPick };
}

// Role queries over 180 buttons are slow in jsdom: slots are found by their label, and the
// file gets room for a machine running other suites at the same time.
describe('TimetableGrid', { timeout: 20_000 }, () => {
  it('is a table of 7 days and 13 hours, each hour one 1시간 slot or two halves', () => {
    renderGrid();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '시간',
      '월',
      '화',
      '수',
      '목',
      '금',
      '토',
      '일',
    ]);
    expect(screen.getAllByRole('rowheader')).toHaveLength(13);
    // 91 cells × 2 halves, less the one cell held by a 1시간 lesson.
    expect(document.querySelectorAll('button')).toHaveLength(181);
    expect(screen.getByLabelText('월요일 오전 9시 1시간, 김민수, 누르면 삭제 메뉴')).toBeTruthy();
    expect(screen.getByLabelText('화요일 오후 3시 2부, 박지훈, 누르면 삭제 메뉴')).toBeTruthy();
  });

  it('deletes on double-click and on the Delete key, and fills the form from a free half', async () => {
    const user = userEvent.setup();
    const { onDelete, onPick } = renderGrid();
    await user.dblClick(screen.getByLabelText(/^화요일 오후 3시 1부, 이서연/));
    expect(onDelete).toHaveBeenLastCalledWith('화', 15, '1부');
    screen.getByLabelText(/^월요일 오전 9시 1시간/).focus();
    await user.keyboard('{Delete}');
    expect(onDelete).toHaveBeenLastCalledWith('월', 9, '1시간');
    await user.click(screen.getByLabelText(/^수요일 오후 9시 2부, 비어 있음/));
    expect(onPick).toHaveBeenCalledWith('수', 21, '2부');
  });

  it('opens a 삭제 panel on a tap, without deleting until it is pressed', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderGrid();
    await user.click(screen.getByLabelText(/^화요일 오후 3시 2부, 박지훈/));
    expect(onDelete).not.toHaveBeenCalled();
    const panel = screen.getByRole('dialog', { name: '선택한 레슨: 화요일 오후 3시 2부' });
    await user.click(within(panel).getByRole('button', { name: '삭제' }));
    expect(onDelete).toHaveBeenCalledWith('화', 15, '2부');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves between slots with the arrow keys', async () => {
    const user = userEvent.setup();
    renderGrid();
    screen.getByLabelText(/^화요일 오후 3시 1부/).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByLabelText(/^화요일 오후 3시 2부/));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByLabelText(/^화요일 오후 4시 1부/));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByLabelText(/^월요일 오후 4시 1부/));
  });

  it('shows a visitor taken halves as 레슨, with no names and nothing to press', () => {
    const publicLessons = lessons.map(({ day, time, type }) => ({ day, time, type }));
    renderGrid({ lessons: publicLessons, mode: 'public' });
    expect(document.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getAllByText('레슨')).toHaveLength(3);
    expect(screen.queryByText('김민수')).toBeNull();
  });
});
