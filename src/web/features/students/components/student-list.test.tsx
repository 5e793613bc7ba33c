import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Student } from '#shared/schemas/students.ts';
import { StudentList } from './student-list.tsx';
import type { RowActions } from './student-row.tsx';

afterEach(cleanup);

const student = (name: string, lesson: number): Student => ({
  id: lesson + 1,
  name,
  phone: '010-1234-5678',
  lesson,
  joinDate: '2026-11-21',
  teacherId: 'kim',
});

function show(students: Student[]) {
  const actions: RowActions = { record: vi.fn(), pay: vi.fn(), cancel: vi.fn(), archive: vi.fn() };
  render(
    <MemoryRouter>
      <StudentList students={students} actions={actions} busyName={null} />
    </MemoryRouter>,
  );
  return actions;
}

describe('StudentList', () => {
  it('shows each student with the remaining lessons and a link to the detail page', () => {
    show([student('가람', 0), student('나래', 1), student('다온', 6)]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^잔여/).textContent)).toEqual([
      '잔여 0회',
      '잔여 1회',
      '잔여 6회',
    ]);
    expect(screen.getByRole('link', { name: '나래' }).getAttribute('href')).toBe(
      `/memberdetail/${encodeURIComponent('나래')}?teacherId=kim`,
    );
  });

  it('records the status chosen beside the button, 출석 by default', async () => {
    const user = userEvent.setup();
    const actions = show([student('가람', 3)]);
    await user.click(screen.getByRole('button', { name: '가람 레슨 기록' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '가람 레슨 상태' }), '사전취소');
    await user.click(screen.getByRole('button', { name: '가람 레슨 기록' }));
    expect(vi.mocked(actions.record).mock.calls.map(([, status]) => status)).toEqual(['출석', '사전취소']);
    await user.click(screen.getByRole('button', { name: '가람 결제' }));
    expect(actions.pay).toHaveBeenCalledOnce();
  });

  it('says so when there are no students yet', () => {
    show([]);
    expect(screen.getByText('등록된 학생이 없습니다. 위에서 첫 학생을 등록해 보세요.')).toBeTruthy();
  });
});
