/**
 * A tapped lesson's dialog as a teacher meets it: one tap records, a day to come offers only
 * the cancellations told ahead, a refusal is said in Korean (past the owed limit with the way to
 * the student's page), one week moves to a free time, a series ends from the day after a confirm,
 * and a 보강 itself moves to another free time or is deleted.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { weekDays } from '#shared/calendar-rules.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import { buttonLabels, optionLabels } from '../../../components/testing/button-labels.ts';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { buildCalendarWeek } from '../lib/calendar-week.ts';
import { testOccurrence } from '../testing/occurrence.ts';
import { OccurrenceDialog } from './occurrence-dialog.tsx';

const TODAY = '2026-12-02';
const series = testOccurrence({ date: '2026-12-02', key: 's2@2026-12-02', oneOffId: null });
const others: Occurrence[] = [
  {
    ...series,
    date: '2026-12-03',
    time: 9,
    type: '1시간',
    key: 's9@2026-12-03',
    seriesId: 9,
    name: '김민수',
  },
];

function open(
  occurrence: Occurrence,
  { mode = 'edit', teacherId }: { mode?: 'edit' | 'record'; teacherId?: string } = {},
) {
  const onClose = vi.fn();
  const user = renderWithStudio(
    <OccurrenceDialog
      occurrence={occurrence}
      mode={mode}
      today={TODAY}
      teacherId={teacherId}
      studentName="이서연"
      week={buildCalendarWeek([occurrence, ...others])}
      days={weekDays('2026-11-30')}
      closedOn={new Map([['2026-12-04', '학원 휴무']])}
      onClose={onClose}
    />,
  );
  return { user, onClose, dialog: screen.getByRole('dialog', { name: /이서연/ }) };
}

describe('a lesson’s dialog', () => {
  it('records today’s lesson in one tap with the occurrence it names, and says the answer', async () => {
    const sent = answerWith(() => ({ status: 200, body: { message: '이서연님 출석을 기록했습니다.' } }));
    const { user, onClose, dialog } = open(series);
    expect(within(dialog).getByText('12월 2일 (수) 오후 3시 1부')).toBeTruthy();
    const buttons = buttonLabels(dialog);
    expect(buttons).toEqual([
      '×',
      '○출석',
      '△지각',
      '×당일취소',
      '보사전취소',
      '강강사사정',
      '이번 주만 옮기기',
      '이 주부터 그만하기',
    ]);
    await user.click(within(dialog).getByRole('button', { name: '출석' }));
    await screen.findByText('이서연님 출석을 기록했습니다.');
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/member/%EC%9D%B4%EC%84%9C%EC%97%B0',
        body: { status: '출석', date: '2026-12-02', occurrence: 's2@2026-12-02' },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers a day to come only 사전취소 and 강사사정, and the owner records naming the teacher', async () => {
    const sent = answerWith(() => ({ status: 200, body: { message: '사전취소를 기록했습니다.' } }));
    const future = { ...series, date: '2026-12-09', key: 's2@2026-12-09' };
    const { user, dialog } = open(future, { mode: 'record', teacherId: 'kim' });
    expect(within(dialog).queryByRole('button', { name: '출석' })).toBeNull();
    expect(within(dialog).getByText(/사전취소나 강사사정만/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '이번 주만 옮기기' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '사전취소' }));
    await screen.findByText('사전취소를 기록했습니다.');
    expect(sent[0]?.url).toBe('/api/member/%EC%9D%B4%EC%84%9C%EC%97%B0?teacherId=kim');
    expect(sent[0]?.body).toEqual({ status: '사전취소', date: '2026-12-09', occurrence: 's2@2026-12-09' });
  });

  it('says a refusal in Korean, and past the owed limit leads to the student’s page', async () => {
    answerWith(() =>
      refusal(409, 'students.owed_limit_reached', '미수가 2회에 이르러 더 기록할 수 없습니다.'),
    );
    const { user, onClose, dialog } = open(series);
    await user.click(within(dialog).getByRole('button', { name: '지각' }));
    const alert = (
      await within(dialog).findByText('미수가 2회에 이르러 더 기록할 수 없습니다.', { exact: false })
    ).closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert).getByRole('link', { name: '이서연님 페이지에서 결제하기' }).getAttribute('href'),
    ).toBe('/memberdetail/%EC%9D%B4%EC%84%9C%EC%97%B0');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a recorded lesson’s status instead of the choices', () => {
    answerWith(() => ({ status: 200, body: {} }));
    const { dialog } = open({ ...series, status: '출석' });
    expect(within(dialog).getByText('기록됨: 출석 ○')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '지각' })).toBeNull();
  });

  it('moves this week’s lesson to a free time of an open day', async () => {
    const sent = answerWith(() => ({ status: 201, body: { ...series, key: 'o9', kind: 'moved' } }));
    const { user, onClose, dialog } = open(series);
    await user.click(within(dialog).getByRole('button', { name: '이번 주만 옮기기' }));
    const day = within(dialog).getByRole('combobox', { name: '날짜' });
    // From today on, and never the closed Friday.
    expect(optionLabels(day)).toEqual(['12월 2일 (수)', '12월 3일 (목)', '12월 5일 (토)', '12월 6일 (일)']);
    await user.selectOptions(day, '2026-12-03');
    const time = within(dialog).getByRole('combobox', { name: '시간' });
    expect(within(time).queryByRole('option', { name: '오전 9시 1부' })).toBeNull();
    await user.selectOptions(time, '17');
    await user.click(within(dialog).getByRole('button', { name: '옮기기' }));
    await screen.findByText(/오후 5시 1부\(으\)로 옮겼습니다/);
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/calendar/one-offs',
      body: { date: '2026-12-03', time: 17, type: '1부', kind: 'moved', movedFrom: 's2@2026-12-02' },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('ends the weekly lesson from this day after a confirm', async () => {
    const sent = answerWith(() => ({ status: 200, body: { outcome: 'ended' } }));
    const { user, dialog } = open(series);
    await user.click(within(dialog).getByRole('button', { name: '이 주부터 그만하기' }));
    const confirm = screen.getByRole('alertdialog', { name: '이 주부터 그만하시겠습니까?' });
    expect(confirm.textContent).toContain('12월 2일 (수)부터 없어집니다');
    await user.click(within(confirm).getByRole('button', { name: '그만하기' }));
    await screen.findByText(/부터 그만했습니다/);
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/api/calendar/series/2?from=2026-12-02' });
  });

  it('deletes a 보강, saying its credit comes back', async () => {
    const sent = answerWith(() => ({ status: 200, body: { id: 5 } }));
    const makeup: Occurrence = { ...series, kind: 'makeup', key: 'o5', oneOffId: 5, seriesId: null };
    const { user, dialog } = open(makeup);
    expect(within(dialog).queryByRole('button', { name: '이번 주만 옮기기' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '옮기기' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    const confirm = screen.getByRole('alertdialog', { name: '보강 수업을 삭제하시겠습니까?' });
    expect(confirm.textContent).toContain('쓴 보강권은 학생에게 돌아갑니다.');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await screen.findByText(/보강 수업을 삭제했습니다/);
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/api/calendar/one-offs/5' });
  });

  it('moves a 보강 itself to another free time, keeping its credit', async () => {
    const makeup: Occurrence = { ...series, kind: 'makeup', key: 'o5', oneOffId: 5, seriesId: null };
    const sent = answerWith(() => ({ status: 200, body: { ...makeup, date: '2026-12-05', time: 11 } }));
    const { user, onClose, dialog } = open(makeup);
    await user.click(within(dialog).getByRole('button', { name: '옮기기' }));
    const form = within(dialog).getByRole('form', { name: '다른 시간으로 옮기기' });
    expect(form.textContent).toContain(
      '이 보강 수업(1부)을 이번 주의 다른 빈 시간으로 옮깁니다. 쓴 보강권은 그대로입니다.',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: '날짜' }), '2026-12-05');
    await user.selectOptions(within(form).getByRole('combobox', { name: '시간' }), '11');
    await user.click(within(form).getByRole('button', { name: '옮기기' }));
    await screen.findByText(
      '이서연님의 12월 2일 (수) 보강 수업을 12월 5일 (토) 오전 11시 1부(으)로 옮겼습니다.',
    );
    expect(sent[0]).toEqual({
      method: 'PATCH',
      url: '/api/calendar/one-offs/5',
      body: { date: '2026-12-05', time: 11, type: '1부' },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no move for a recorded 보강', () => {
    answerWith(() => ({ status: 200, body: {} }));
    const makeup: Occurrence = {
      ...series,
      kind: 'makeup',
      key: 'o5',
      oneOffId: 5,
      seriesId: null,
      status: '출석',
    };
    const { dialog } = open(makeup);
    expect(within(dialog).queryByRole('button', { name: '옮기기' })).toBeNull();
  });
});
