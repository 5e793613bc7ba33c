/**
 * /managemember as a teacher meets it: today's expected students before the list, each with
 * one-tap 출석 and the other statuses one tap further; the new-student form folded behind
 * 학생 등록, open by itself only on a desktop while there is no student yet.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudentListItem } from '#shared/schemas/students.ts';
import type { ExpectedToday } from '#shared/schemas/timetable.ts';
import { seoulDate } from '#shared/time.ts';
import { studentListItem } from '../../../components/testing/student-list-item.ts';
import { answerWith, renderWithStudio, type Sent } from '../../../components/testing/studio-harness.tsx';
import { ManageMembersPage } from './manage-members-page.tsx';

const minji = studentListItem(1, '김민지', { lesson: 3, instrument: '보컬' });

const expected: ExpectedToday = {
  date: seoulDate(new Date()),
  day: '월',
  items: [
    {
      teacherId: 'kim',
      time: 17,
      type: '1시간',
      name: '김민지',
      student: { id: 1, name: '김민지' },
      recorded: false,
    },
  ],
};

function serve(students: StudentListItem[]) {
  return answerWith((request: Sent) => {
    const path = request.url.split('?')[0];
    if (path === '/api/session') return { status: 200, body: { id: 'kim', name: '김선생', role: 'teacher' } };
    if (path === '/api/member') return { status: 200, body: students };
    if (path === '/api/lessonList/today') return { status: 200, body: [] };
    if (path === '/api/lessons/expected') return { status: 200, body: expected };
    if (request.method === 'PUT' && path === `/api/member/${encodeURIComponent('김민지')}`) {
      const { status } = request.body as { status: string };
      return {
        status: 200,
        body: {
          message: `김민지님 ${status}(으)로 기록했습니다.`,
          student: minji,
          lessonRecord: {
            id: 9,
            name: '김민지',
            lessonDay: expected.date,
            status,
            charged: true,
            recordedAt: new Date().toISOString(),
            recordedBy: 'kim',
            teacherId: 'kim',
          },
        },
      };
    }
    return { status: 404, body: { error: { code: 'not_found', message: '없습니다.' } } };
  });
}

/** A window as wide as a desktop, or as a phone. */
function screenWidth(desktop: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: desktop && query.includes('min-width'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe('the student page', () => {
  it('puts today’s expected students first, with one-tap 출석 and the other statuses one tap further', async () => {
    screenWidth(false);
    const sent = serve([minji]);
    const user = renderWithStudio(<ManageMembersPage absenceRequests={() => null} />);
    const expectedList = await screen.findByRole('list', { name: '오늘 올 학생' });
    const list = await screen.findByRole('table');
    expect(expectedList.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(expectedList).getByText('잔여 3회')).toBeTruthy();

    await user.click(within(expectedList).getByRole('button', { name: '김민지 출석' }));
    await user.click(within(expectedList).getByRole('button', { name: '김민지 다른 상태' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['지각', '당일취소', '사전취소', '강사사정']);
    await user.click(within(menu).getByRole('menuitem', { name: '사전취소' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { status: '출석' },
        { status: '사전취소' },
      ]),
    );
  });

  it('folds the new-student form behind 학생 등록, closed on a phone', async () => {
    screenWidth(false);
    serve([]);
    const user = renderWithStudio(<ManageMembersPage absenceRequests={() => null} />);
    await screen.findByText('등록된 학생이 없습니다. 학생 등록을 눌러 첫 학생을 등록해 보세요.');
    const toggle = screen.getByRole('button', { name: '학생 등록' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: '신규 학생 등록' })).toBeNull();
    await user.click(toggle);
    // It unfolds once the form's part of the page is here, and then whole.
    // (Its chunk is fetched then: a cold test run may take a while to transform it.)
    const form = await screen.findByRole('form', { name: '신규 학생 등록' }, { timeout: 10_000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(form)).toBe(true);
    // The profile is folded too, one tap further.
    expect(within(form).queryByRole('textbox', { name: '악기' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: /추가 정보/ }));
    expect(within(form).getByRole('textbox', { name: '악기' })).toBeTruthy();
    await user.click(toggle);
    expect(screen.queryByRole('form', { name: '신규 학생 등록' })).toBeNull();
  });

  it('opens the form by itself on a desktop while there is no student yet, and not once there is one', async () => {
    screenWidth(true);
    serve([]);
    renderWithStudio(<ManageMembersPage absenceRequests={() => null} />);
    expect(await screen.findByRole('form', { name: '신규 학생 등록' })).toBeTruthy();
    cleanup();

    serve([minji]);
    renderWithStudio(<ManageMembersPage absenceRequests={() => null} />);
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: '학생 등록' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: '신규 학생 등록' })).toBeNull();
  });
});
