/**
 * /memberdetail/:name as app/ puts it together, on a phone: a bar of anchors to its sections
 * (요약 · 레슨 · 결제 · 보강 · 가족); the first section holds the everyday actions and the late
 * 결석 신청 waiting, answered there; 환불 waits at the end of 결제 and 삭제 at the page's end.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FamilyConnections } from '#shared/schemas/family.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { buttonLabels } from '../../components/testing/button-labels.ts';
import { answerWith, renderWithStudio, type Sent } from '../../components/testing/studio-harness.tsx';
import { testStudentDetail } from '../../features/students/testing/student.ts';
import { MemberDetailRoute } from './member-detail-page.tsx';

const today = seoulDate(new Date());
const name = encodeURIComponent('김민지');

const connections: FamilyConnections = {
  sessions: [],
  openLinks: 0,
  absences: [
    {
      id: 7,
      lessonDay: addDays(today, 1),
      lessonStart: `${addDays(today, 1)}T06:00:00.000Z`,
      reason: '감기',
      state: 'requested',
      requestedAt: `${today}T01:00:00.000Z`,
    },
  ],
};

function serve() {
  return answerWith((request: Sent) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/session') return { status: 200, body: { id: 'kim', name: '김선생', role: 'teacher' } };
    if (path === `/api/member/detail/${name}`)
      return {
        status: 200,
        body: testStudentDetail({ name: '김민지', phone: '010-1234-5678', lesson: 5 }),
      };
    if (path.startsWith('/api/lessonList/detail/') || path.startsWith('/api/payList/detail/'))
      return { status: 200, body: [] };
    if (path === `/api/member/${name}/contacts`) return { status: 200, body: [] };
    if (path === `/api/member/${name}/family`) return { status: 200, body: connections };
    if (request.method === 'POST' && path === `/api/member/${name}/family/absences/7`)
      return { status: 200, body: { message: '김민지님 결석 신청을 당일취소로 기록했습니다.' } };
    return { status: 404, body: { error: { code: 'not_found', message: '없습니다.' } } };
  });
}

function showPage() {
  return renderWithStudio(
    <Routes>
      <Route path="/memberdetail/:name" element={<MemberDetailRoute />} />
    </Routes>,
    { initialEntries: [`/memberdetail/${name}?teacherId=kim`] },
  );
}

describe('the student page in sections', () => {
  it('jumps between 요약 · 레슨 · 결제 · 보강 · 가족, each a place on the page', async () => {
    serve();
    showPage();
    const jumps = await screen.findByRole('navigation', { name: '이 페이지의 구역' });
    const links = within(jumps).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['요약', '#summary'],
      ['레슨', '#lessons'],
      ['결제', '#payments'],
      ['보강', '#makeup'],
      ['가족', '#family'],
    ]);
    for (const id of ['summary', 'lessons', 'payments', 'makeup', 'family'])
      expect(document.getElementById(id), id).not.toBeNull();
    expect(
      within(document.getElementById('makeup') as HTMLElement).getByRole('heading', { name: '보강권' }),
    ).toBeTruthy();
    expect(
      within(document.getElementById('family') as HTMLElement).getByRole('heading', { name: '가족 연결' }),
    ).toBeTruthy();
  });

  it('keeps 환불 and 삭제 out of the first section, at the end of 결제 and of the page', async () => {
    serve();
    showPage();
    const summary = await screen.findByRole('region', { name: '요약' });
    expect(buttonLabels(summary)).toEqual(expect.arrayContaining(['레슨 기록', '결제']));
    expect(within(summary).queryByRole('button', { name: '환불' })).toBeNull();
    expect(within(summary).queryByRole('button', { name: '삭제' })).toBeNull();
    const payments = document.getElementById('payments') as HTMLElement;
    expect(within(payments).getByRole('button', { name: '환불' })).toBeTruthy();
    const remove = screen.getByRole('button', { name: '삭제' });
    const family = document.getElementById('family') as HTMLElement;
    expect(family.compareDocumentPosition(remove) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('answers a late 결석 신청 in the first section', async () => {
    const sent = serve();
    const user = showPage();
    const summary = await screen.findByRole('region', { name: '요약' });
    const answer = await within(summary).findByRole('group', { name: '김민지 결석 신청' });
    expect(answer.textContent).toContain('사유: 감기');
    await user.click(within(answer).getByRole('button', { name: '당일취소' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { accept: true, as: '당일취소' },
      ]),
    );
  });
});
