/**
 * 연습 기록 on the portal: the minutes and piece last logged are offered again, so one tap logs
 * them for today; a piece typed by hand is sent as typed; a refusal is said in the form.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PracticeWeek } from '#shared/schemas/practice.ts';
import {
  type Answer,
  answerWith,
  refusal,
  renderWithStudio,
} from '../../../components/testing/studio-harness.tsx';
import { FamilyPractice } from './family-practice.tsx';

const week: PracticeWeek = {
  studentId: 7,
  week: '2026-W48',
  today: '2026-11-25',
  days: ['23', '24', '25', '26', '27', '28', '29'].map((day) => ({
    date: `2026-11-${day}`,
    minutes: day === '24' ? 85 : 0,
  })),
  totalMinutes: 85,
  daysPractised: 1,
  streak: 2,
  entries: [{ id: 1, date: '2026-11-24', minutes: 85, piece: '캐논', loggedAt: '2026-11-24T10:00:00.000Z' }],
  pieces: ['캐논', '아리랑'],
};

beforeEach(() => localStorage.clear());

function server(logged: () => Answer) {
  return answerWith((request) => {
    if (request.url === '/api/family/practice?studentId=7') return { status: 200, body: week };
    if (request.url === '/api/family/practice') return logged();
    return { status: 404, body: {} };
  });
}

describe('the portal’s practice log', () => {
  it('shows the week and logs the minutes and piece last used with one tap', async () => {
    localStorage.setItem('practice-last:7', JSON.stringify({ minutes: 45, piece: '아리랑' }));
    const sent = server(() => ({
      status: 201,
      body: { message: '연습 45분을 기록했습니다. 이날 모두 45분입니다.', entry: week.entries[0], week },
    }));
    const user = renderWithStudio(<FamilyPractice studentId={7} />);
    expect(await screen.findByText('1시간 25분')).toBeTruthy();
    expect(screen.getByRole('list', { name: '이번 주 요일별 연습' }).children).toHaveLength(7);
    expect(screen.getByRole('listitem', { name: '11월 24일 (화) 1시간 25분' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '오늘 45분 연습 기록' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      studentId: 7,
      date: '2026-11-25',
      minutes: 45,
      piece: '아리랑',
    });
    expect(await screen.findByText('연습 45분을 기록했습니다. 이날 모두 45분입니다.')).toBeTruthy();
  });

  it('sends a piece typed by hand, and says a refusal in the form', async () => {
    const sent = server(() =>
      refusal(409, 'practice.day_full', '하루에 기록할 수 있는 연습은 모두 합해 24시간까지입니다.'),
    );
    const user = renderWithStudio(<FamilyPractice studentId={7} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: '연습한 곡' }), '직접 입력…');
    await user.type(screen.getByRole('textbox', { name: '곡 이름' }), ' 스케일 ');
    await user.click(screen.getByRole('button', { name: '15분' }));
    await user.click(screen.getByRole('button', { name: '오늘 15분 연습 기록' }));
    const said = await screen.findByText('하루에 기록할 수 있는 연습은 모두 합해 24시간까지입니다.', {
      selector: 'form [role="alert"]',
    });
    expect(said).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      studentId: 7,
      date: '2026-11-25',
      minutes: 15,
      piece: '스케일',
    });
    // Nothing was logged: the piece is not kept for the next tap.
    expect(localStorage.getItem('practice-last:7')).toBeNull();
  });
});
