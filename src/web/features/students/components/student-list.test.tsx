import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LessonRecord, StudentListItem } from '#shared/schemas/students.ts';
import { studentListItem } from '../../../components/testing/student-list-item.ts';
import { StudentList } from './student-list.tsx';
import type { RowActions } from './student-row.tsx';

const TODAY = '2026-11-21';

const student = (name: string, lesson: number, more: Partial<StudentListItem> = {}): StudentListItem =>
  studentListItem(lesson + 10 + name.length * 100 + name.charCodeAt(0), name, {
    lesson,
    joinDate: TODAY,
    ...more,
  });

const recorded = (name: string, status: LessonRecord['status'], id: number): LessonRecord => ({
  id,
  name,
  lessonDay: TODAY,
  status,
  charged: status === '출석',
  recordedAt: '2026-11-21T09:00:00.000Z',
  recordedBy: 'kim',
  teacherId: 'kim',
});

function show(students: StudentListItem[], today: LessonRecord[] = []) {
  const actions: RowActions = {
    record: vi.fn(),
    recordOn: vi.fn(),
    pay: vi.fn(),
    cancel: vi.fn(),
    archive: vi.fn(),
  };
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <StudentList students={students} actions={actions} busyName={null} today={today} todayDate={TODAY} />
    </MemoryRouter>,
  );
  return { actions, user };
}

const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('StudentList', () => {
  it('shows each student with the profile, the last lesson, the remaining lessons and a link', () => {
    show([
      student('가람', 0, { instrument: '알토 색소폰', level: '초급', lastLessonDay: '2026-11-20' }),
      student('나래', 1, { lastLessonDay: '2026-11-03' }),
      student('다온', 6),
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^잔여/).textContent)).toEqual([
      '잔여 0회',
      '잔여 1회',
      '잔여 6회',
    ]);
    expect(within(rows[0]!).getByText('알토 색소폰 · 초급')).toBeTruthy();
    expect(within(rows[0]!).getByText('최근 레슨 어제')).toBeTruthy();
    expect(within(rows[1]!).getByText('최근 레슨 11월 3일')).toBeTruthy();
    expect(within(rows[2]!).getByText('레슨 기록 없음')).toBeTruthy();
    expect(screen.getByRole('link', { name: '나래' }).getAttribute('href')).toBe(
      `/memberdetail/${encodeURIComponent('나래')}?teacherId=kim`,
    );
  });

  it('records the status chosen beside the button, 출석 by default', async () => {
    const { actions, user } = show([student('가람', 3)]);
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
    const { actions, user } = show([student('가람', 3)]);
    await user.selectOptions(screen.getByRole('combobox', { name: '가람 레슨 상태' }), '사전취소');
    await user.click(screen.getByRole('button', { name: '가람 날짜 지정해 레슨 기록' }));
    expect(vi.mocked(actions.recordOn).mock.calls[0]?.[1]).toBe('사전취소');
  });

  it('undoes only a record of today, the student’s latest', async () => {
    const { actions, user } = show(
      [student('가람', 3), student('나래', 2)],
      [recorded('가람', '출석', 1), recorded('가람', '지각', 2)],
    );
    expect((screen.getByRole('button', { name: '나래 방금 기록 취소' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: '가람 방금 기록 취소' }));
    expect(vi.mocked(actions.cancel).mock.calls[0]?.[1].id).toBe(2);
  });

  it('keeps 삭제 in the 더보기 menu, by pointer and by keyboard', async () => {
    const { actions, user } = show([student('가람', 3)]);
    expect(screen.queryByRole('button', { name: '가람 삭제' })).toBeNull();
    const more = screen.getByRole('button', { name: '가람 더보기' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['학생 정보', '삭제']);
    expect(document.activeElement?.textContent).toBe('학생 정보');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('삭제');
    await user.keyboard('{Enter}');
    expect(actions.archive).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('filters as the teacher types: a name, its 초성, a mix, or a piece of the phone number', async () => {
    const { user } = show([
      student('김민지', 1, { phone: '010-1111-2222' }),
      student('김민수', 2, { phone: '010-3333-4444' }),
      student('이서준', 3, { phone: '' }),
    ]);
    const search = screen.getByRole('searchbox', { name: '학생 검색' });
    await user.type(search, 'ㄱㅁㅈ');
    expect(shownNames()).toEqual(['김민지']);
    expect(screen.getByText('검색 결과 1명')).toBeTruthy();
    await user.clear(search);
    await user.type(search, '김ㅁ');
    expect(shownNames()).toEqual(['김민수', '김민지']);
    await user.clear(search);
    await user.type(search, '3333-44');
    expect(shownNames()).toEqual(['김민수']);
    await user.clear(search);
    await user.type(search, 'ㅎ');
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getByText('‘ㅎ’에 맞는 학생이 없습니다. 이름, 초성이나 전화번호로 찾아보세요.'),
    ).toBeTruthy();
    await user.clear(search);
    expect(shownNames()).toEqual(['김민수', '김민지', '이서준']);
  });

  it('sorts by name, by remaining lessons (fewest first) and by the last lesson (latest first)', async () => {
    const { user } = show([
      student('하나', 3, { lastLessonDay: '2026-11-02' }),
      student('가람', 0),
      student('나래', -2, { lastLessonDay: '2026-11-20' }),
      student('다온', 5, { lastLessonDay: '2026-11-19' }),
    ]);
    const sort = screen.getByRole('combobox', { name: '정렬' });
    expect(shownNames()).toEqual(['가람', '나래', '다온', '하나']);
    await user.selectOptions(sort, '남은 레슨 적은 순');
    expect(shownNames()).toEqual(['나래', '가람', '하나', '다온']);
    await user.selectOptions(sort, '최근 레슨 순');
    expect(shownNames()).toEqual(['나래', '다온', '하나', '가람']);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('학생 목록 (최근 레슨 순)');
  });

  it('says so when there are no students yet', () => {
    show([]);
    expect(
      screen.getByText('등록된 학생이 없습니다. 학생 등록을 눌러 첫 학생을 등록해 보세요.'),
    ).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
