import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LessonRecord, Student } from '#shared/schemas/students.ts';
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
  instrument: null,
  level: null,
  fee: null,
});

const recorded = (name: string, status: LessonRecord['status'], id: number): LessonRecord => ({
  id,
  name,
  lessonDay: '2026-11-21',
  status,
  charged: status === '출석',
  recordedAt: '2026-11-21T09:00:00.000Z',
  recordedBy: 'kim',
  teacherId: 'kim',
});

function show(students: Student[], today: LessonRecord[] = []) {
  const actions: RowActions = {
    record: vi.fn(),
    recordOn: vi.fn(),
    pay: vi.fn(),
    cancel: vi.fn(),
    archive: vi.fn(),
  };
  render(
    <MemoryRouter>
      <StudentList students={students} actions={actions} busyName={null} today={today} />
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

  it('shows lessons owed as 미수 in red', () => {
    show([student('가람', -2)]);
    const badge = screen.getByText('미수 2회');
    expect(badge.className).toMatch(/owed/);
  });

  it('opens the lesson dialog with the chosen status for another day', async () => {
    const user = userEvent.setup();
    const actions = show([student('가람', 3)]);
    await user.selectOptions(screen.getByRole('combobox', { name: '가람 레슨 상태' }), '사전취소');
    await user.click(screen.getByRole('button', { name: '가람 다른 날짜로 레슨 기록' }));
    expect(vi.mocked(actions.recordOn).mock.calls[0]?.[1]).toBe('사전취소');
  });

  it('undoes only a record of today, the student’s latest', async () => {
    const user = userEvent.setup();
    const actions = show(
      [student('가람', 3), student('나래', 2)],
      [recorded('가람', '출석', 1), recorded('가람', '지각', 2)],
    );
    expect((screen.getByRole('button', { name: '나래 방금 기록 취소' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: '가람 방금 기록 취소' }));
    expect(vi.mocked(actions.cancel).mock.calls[0]?.[1].id).toBe(2);
  });

  it('says so when there are no students yet', () => {
    show([]);
    expect(screen.getByText('등록된 학생이 없습니다. 위에서 첫 학생을 등록해 보세요.')).toBeTruthy();
  });
});
