/**
 * /managemember as app/ puts it together: a late 결석 신청 still waiting takes the place of the
 * one-tap 출석 in 오늘 올 학생's row of its lesson, and is answered there (당일취소, 사전취소로
 * 인정, 닫기); the other students keep their 출석.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AbsenceRequest } from '#shared/schemas/family.ts';
import type { ExpectedToday } from '#shared/schemas/timetable.ts';
import { seoulDate } from '#shared/time.ts';
import { buttonLabels } from '../../components/testing/button-labels.ts';
import { studentListItem } from '../../components/testing/student-list-item.ts';
import { answerWith, renderWithStudio, type Sent } from '../../components/testing/studio-harness.tsx';
import { ManageMembersRoute } from './manage-members-page.tsx';

const today = seoulDate(new Date());
const student = (id: number, name: string) => studentListItem(id, name, { lesson: 3, instrument: '보컬' });
const lessonOf = (id: number, name: string, time: number) => ({
  teacherId: 'kim',
  time,
  type: '1시간' as const,
  name,
  student: { id, name },
  recorded: false,
  key: `s${id}@${today}`,
  kind: 'series' as const,
});
const expected: ExpectedToday = {
  date: today,
  day: '월',
  items: [lessonOf(1, '김민지', 15), lessonOf(2, '박서준', 16)],
};
const request: AbsenceRequest = {
  id: 7,
  lessonDay: today,
  lessonStart: `${today}T06:00:00.000Z`,
  occurrence: `s1@${today}`,
  reason: '감기',
  requestedAt: `${today}T01:00:00.000Z`,
  studentName: '김민지',
  teacherId: 'kim',
};

function serve() {
  let waiting = [request];
  const sent = answerWith((call: Sent) => {
    const path = call.url.split('?')[0];
    if (path === '/api/session') return { status: 200, body: { id: 'kim', name: '김선생', role: 'teacher' } };
    if (path === '/api/member') return { status: 200, body: [student(1, '김민지'), student(2, '박서준')] };
    if (path === '/api/lessonList/today') return { status: 200, body: [] };
    if (path === '/api/lessons/expected') return { status: 200, body: expected };
    if (path === '/api/member/absence-requests') return { status: 200, body: waiting };
    if (call.method === 'POST' && path === `/api/member/${encodeURIComponent('김민지')}/family/absences/7`) {
      waiting = [];
      return {
        status: 200,
        body: { message: '김민지님 결석 신청을 사전취소로 인정했습니다. 차감하지 않았습니다.' },
      };
    }
    return { status: 404, body: { error: { code: 'not_found', message: '없습니다.' } } };
  });
  return sent;
}

beforeEach(() => {
  // A phone.
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});

describe('a late 결석 신청 in 오늘 올 학생', () => {
  it('replaces the student’s 출석 and is answered in place', async () => {
    const sent = serve();
    const user = renderWithStudio(<ManageMembersRoute />);
    const list = await screen.findByRole('list', { name: '오늘 올 학생' });
    const answer = await within(list).findByRole('group', { name: '김민지 결석 신청' });
    expect(answer.querySelector('legend')?.textContent).toBe('결석 신청 오늘 오전 10:00에 알림 · 사유: 감기');
    // The notice above points to the row rather than answering it twice.
    const notice = screen.getByRole('region', { name: '결석 신청 확인 1건' });
    expect(within(notice).queryAllByRole('button')).toEqual([]);
    expect(notice.textContent).toContain('오늘 레슨 · 아래 오늘 올 학생에서 답해 주세요.');
    expect(within(list).queryByRole('button', { name: '김민지 출석' })).toBeNull();
    expect(within(list).getByRole('button', { name: '박서준 출석' })).toBeTruthy();
    expect(buttonLabels(answer)).toEqual(['당일취소', '사전취소로 인정', '닫기']);

    await user.click(within(answer).getByRole('button', { name: '사전취소로 인정' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([
        [
          `/api/member/${encodeURIComponent('김민지')}/family/absences/7?teacherId=kim`,
          { accept: true, as: '사전취소' },
        ],
      ]),
    );
    expect(
      (await screen.findByText('김민지님 결석 신청을 사전취소로 인정했습니다. 차감하지 않았습니다.'))
        .textContent,
    ).toBeTruthy();
    // Answered, the row is the student's again.
    expect(await within(list).findByRole('button', { name: '김민지 출석' })).toBeTruthy();
  });
});
