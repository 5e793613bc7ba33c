/**
 * /lessontime's week as the address names it: the dated headings, 지난 주 / 다음 주 / 이번 주
 * reading each week from the calendar and closures, for a teacher and for a visitor alike.
 */
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import {
  type Answer,
  answerWith,
  clockAt,
  renderWithStudio,
  type Sent,
} from '../../../components/testing/studio-harness.tsx';
import { testOccurrence } from '../testing/occurrence.ts';
import { LessontimePage } from './lessontime-page.tsx';

// Wednesday 25 November 2026, noon in Seoul.
clockAt('2026-11-25T03:00:00Z');

function Address() {
  const location = useLocation();
  return <output aria-label="주소">{location.search}</output>;
}

function lessonsOf(from: string): Occurrence[] {
  if (from === '2026-11-30') return [testOccurrence({ teacherId: 'kim' })];
  return [];
}

function server(signedIn: boolean) {
  return (request: Sent): Answer => {
    const url = new URL(request.url, 'http://studio.test');
    if (url.pathname === '/api/session')
      return signedIn
        ? { status: 200, body: { id: 'kim', name: '김선생', role: 'teacher' } }
        : { status: 204, body: '' };
    if (url.pathname === '/api/lessons/teachers')
      return { status: 200, body: [{ id: 'kim', name: '김선생' }] };
    if (url.pathname === '/api/calendar') {
      const from = url.searchParams.get('from') ?? '';
      const body = lessonsOf(from);
      return {
        status: 200,
        body: signedIn ? body : body.map(({ date, time, type, kind }) => ({ date, time, type, kind })),
      };
    }
    // No hours set yet: every day open 09:00–22:00, the teacher following the studio.
    if (url.pathname === '/api/hours') {
      const weekly = ['월', '화', '수', '목', '금', '토', '일'].map((day) => ({
        day,
        from: '09:00',
        to: '22:00',
      }));
      return { status: 200, body: { weekly, custom: false } };
    }
    if (url.pathname === '/api/accounts/kim/hours')
      return {
        status: 200,
        body: { accountId: 'kim', name: '김선생', weekly: null, exceptions: [], familyMessages: false },
      };
    if (url.pathname === '/api/closures') {
      const from = url.searchParams.get('from');
      return {
        status: 200,
        body: from === '2026-11-30' ? [{ date: '2026-12-03', name: '학원 휴무', kind: 'studio' }] : [],
      };
    }
    return { status: 200, body: [] };
  };
}

function renderPage(address: string) {
  return renderWithStudio(
    <Routes>
      <Route
        path="/lessontime"
        element={
          <>
            <LessontimePage />
            <Address />
          </>
        }
      />
    </Routes>,
    { initialEntries: [address] },
  );
}

const headings = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('/lessontime’s dated week', { timeout: 20_000 }, () => {
  it('shows the week the address names, and moves a week at a time and back to this one', async () => {
    const sent = answerWith(server(true));
    const user = renderPage('/lessontime?week=2026-12-03');
    // The staff week is its own chunk: the first render waits for it.
    expect(
      await screen.findByLabelText(/^12월 1일 \(화\) 오후 3시 1부, 이서연/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(headings().slice(1, 5)).toEqual(['월 11/30', '화 12/1', '수 12/2', '목 12/3학원 휴무']);
    expect(screen.getByText('2026년 11월 30일 – 12월 6일')).toBeTruthy();
    expect(sent.map((request) => request.url)).toContain(
      '/api/calendar?from=2026-11-30&to=2026-12-06&teacherId=kim',
    );
    expect(sent.map((request) => request.url)).toContain('/api/closures?from=2026-11-30&to=2026-12-06');

    await user.click(screen.getByRole('button', { name: '다음 주' }));
    expect(await screen.findByText('2026년 12월 7일 – 13일')).toBeTruthy();
    expect(screen.getByRole('status', { name: '주소' }).textContent).toBe('?week=2026-12-07');
    expect(headings()[1]).toBe('월 12/7');
    expect(screen.queryByLabelText(/이서연/)).toBeNull();

    await user.click(screen.getByRole('button', { name: '이번 주' }));
    expect(await screen.findByText('2026년 11월 23일 – 29일')).toBeTruthy();
    expect(headings()[3]).toBe('수 11/25오늘');

    await user.click(screen.getByRole('button', { name: '지난 주' }));
    expect(await screen.findByText('2026년 11월 16일 – 22일')).toBeTruthy();
    expect(screen.getByRole('status', { name: '주소' }).textContent).toBe('?week=2026-11-16');
  });

  it('shows a visitor the dated week with closed days, taken halves and no names', async () => {
    const sent = answerWith(server(false));
    renderPage('/lessontime?week=2026-12-01');
    const table = await screen.findByRole('table', { name: '김선생 선생님의 주간 레슨 시간표' });
    await screen.findByText('레슨');
    expect(headings()[4]).toBe('목 12/3학원 휴무');
    expect(table.querySelectorAll('button')).toHaveLength(0);
    expect(screen.queryByText('이서연')).toBeNull();
    expect(sent.map((request) => request.url)).toContain(
      '/api/calendar?from=2026-11-30&to=2026-12-06&teacherId=kim',
    );
  });
});
