import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import { testOccurrence } from '../testing/occurrence.ts';
import { CalendarGrid, type CalendarGridProps } from './calendar-grid.tsx';

const MONDAY = '2026-11-30';
const TODAY = '2026-12-02';

const occurrences: Occurrence[] = [
  {
    date: '2026-11-30',
    time: 9,
    type: '1시간',
    kind: 'series',
    key: 's1@2026-11-30',
    name: '김민수',
    studentId: 1,
    seriesId: 1,
    status: '출석',
  },
  testOccurrence(),
  {
    date: '2026-12-01',
    time: 15,
    type: '2부',
    kind: 'makeup',
    key: 'o5',
    name: '박지훈',
    studentId: 3,
    oneOffId: 5,
  },
  {
    date: '2026-12-03',
    time: 10,
    type: '1시간',
    kind: 'series',
    key: 's3@2026-12-03',
    name: '최유나',
    studentId: 4,
    seriesId: 3,
    closed: '학원 휴무',
  },
  {
    date: '2026-12-04',
    time: 11,
    type: '1부',
    kind: 'trial',
    key: 'o6',
    name: '체험생',
    studentId: null,
    oneOffId: 6,
  },
  {
    date: '2026-12-05',
    time: 12,
    type: '2부',
    kind: 'moved',
    key: 'o7',
    name: '한가람',
    studentId: 5,
    oneOffId: 7,
    movedFrom: '2026-12-01',
  },
];

function renderGrid(props: Partial<CalendarGridProps> = {}) {
  const onOpen = vi.fn();
  const onRemove = vi.fn();
  const onAdd = vi.fn();
  render(
    <CalendarGrid
      monday={MONDAY}
      occurrences={occurrences}
      closedDays={[{ date: '2026-12-03', name: '학원 휴무', kind: 'studio' }]}
      today={TODAY}
      mode="edit"
      caption="내 주간 레슨 시간표"
      onOpen={onOpen}
      onRemove={onRemove}
      onAdd={onAdd}
      {...props}
    />,
  );
  return { onOpen, onRemove, onAdd };
}

// Role queries over 180 buttons are slow in jsdom: slots are found by their label.
describe('the dated week grid', { timeout: 20_000 }, () => {
  it('heads each column with its weekday and date, marks today and names a closed day', () => {
    renderGrid();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '시간',
      '월 11/30',
      '화 12/1',
      '수 12/2오늘',
      '목 12/3학원 휴무',
      '금 12/4',
      '토 12/5',
      '일 12/6',
    ]);
    expect(screen.getAllByRole('rowheader')).toHaveLength(13);
  });

  it('shows each lesson with its kind, its mark or 미기록, and a skipped one greyed', () => {
    renderGrid();
    expect(screen.getByLabelText('11월 30일 (월) 오전 9시 1시간, 김민수, 출석').textContent).toBe('김민수○');
    expect(screen.getByLabelText('12월 1일 (화) 오후 3시 1부, 이서연, 미기록').textContent).toBe(
      '이서연미기록',
    );
    expect(screen.getByLabelText('12월 1일 (화) 오후 3시 2부, 박지훈, 보강, 미기록').textContent).toBe(
      '박지훈보강미기록',
    );
    expect(
      screen.getByLabelText('12월 3일 (목) 오전 10시 1시간, 최유나, 학원 휴무 휴원으로 쉼').textContent,
    ).toBe('최유나학원 휴무');
    expect(screen.getByLabelText('12월 4일 (금) 오전 11시 1부, 체험생, 체험').textContent).toBe('체험생체험');
    expect(screen.getByLabelText('12월 5일 (토) 오후 12시 2부, 한가람, 이동').textContent).toBe('한가람이동');
  });

  it('adds nothing on a closed day, and offers every other free half', () => {
    renderGrid();
    expect(screen.queryByLabelText(/^12월 3일 \(목\) 오전 9시 1부, 비어 있음/)).toBeNull();
    expect(screen.getByLabelText('12월 2일 (수) 오전 9시 1부, 비어 있음, 누르면 수업 추가')).toBeTruthy();
    // 91 cells: two 1시간 cells of one slot and 89 of two halves; the closed day's 24 free halves are not buttons.
    expect(document.querySelectorAll('button')).toHaveLength(2 + 89 * 2 - 24);
  });

  it('opens a lesson on Enter at once and on a click after a moment, and removes on a double-click', async () => {
    const user = userEvent.setup();
    const { onOpen, onRemove, onAdd } = renderGrid();
    screen.getByLabelText(/^12월 1일 \(화\) 오후 3시 1부, 이서연/).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ key: 's2@2026-12-01' }));
    onOpen.mockClear();
    await user.click(screen.getByLabelText(/^12월 1일 \(화\) 오후 3시 2부, 박지훈/));
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ key: 'o5' })));
    onOpen.mockClear();
    await user.dblClick(screen.getByLabelText(/^12월 5일 \(토\) 오후 12시 2부, 한가람/));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ key: 'o7' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onOpen).not.toHaveBeenCalled();
    screen.getByLabelText(/^11월 30일 \(월\) 오전 9시 1시간/).focus();
    await user.keyboard('{Delete}');
    expect(onRemove).toHaveBeenLastCalledWith(expect.objectContaining({ key: 's1@2026-11-30' }));
    await user.click(screen.getByLabelText(/^12월 6일 \(일\) 오후 9시 2부, 비어 있음/));
    expect(onAdd).toHaveBeenCalledWith('2026-12-06', 21, '2부');
  });

  it('lets Tab reach the halves in reading order: across the days of an hour, 1부 before 2부', async () => {
    const user = userEvent.setup();
    renderGrid();
    screen.getByLabelText(/^11월 30일 \(월\) 오전 9시 1시간/).focus();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^12월 1일 \(화\) 오전 9시 1부/);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^12월 1일 \(화\) 오전 9시 2부/);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^12월 2일 \(수\) 오전 9시 1부/);
  });

  it('lets the owner on another teacher’s week open lessons but add nothing', () => {
    renderGrid({ mode: 'record' });
    expect(document.querySelectorAll('button')).toHaveLength(6);
  });

  it('shows a visitor taken halves as 레슨 and closed days, with no names and nothing to press', () => {
    const visitor = occurrences.map(({ date, time, type, kind, closed }) => ({
      date,
      time,
      type,
      kind,
      closed,
    }));
    renderGrid({ occurrences: visitor, mode: 'public' });
    expect(document.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getAllByText('레슨')).toHaveLength(5);
    expect(screen.queryByText('김민수')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /목 12\/3/ }).textContent).toContain('학원 휴무');
  });

  it('greys the halves outside the teacher’s hours and says 수업 없음 on a day without any', () => {
    renderGrid({
      spans: new Map([
        ['2026-12-02', { from: 9 * 60 + 30, to: 18 * 60 }],
        ['2026-12-05', null],
      ]),
    });
    expect(screen.getByLabelText('12월 2일 (수) 오전 9시 1부, 수업 시간 외, 누르면 수업 추가')).toBeTruthy();
    expect(screen.getByLabelText('12월 2일 (수) 오전 9시 2부, 비어 있음, 누르면 수업 추가')).toBeTruthy();
    expect(screen.getByLabelText('12월 2일 (수) 오후 6시 1부, 수업 시간 외, 누르면 수업 추가')).toBeTruthy();
    expect(screen.getByLabelText('12월 5일 (토) 오전 10시 1부, 수업 시간 외, 누르면 수업 추가')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /토 12\/5/ }).textContent).toContain('수업 없음');
    // A day the spans leave out is as before.
    expect(screen.getByLabelText('12월 6일 (일) 오전 9시 1부, 비어 있음, 누르면 수업 추가')).toBeTruthy();
  });
});
