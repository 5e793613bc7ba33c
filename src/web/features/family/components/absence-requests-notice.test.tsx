/**
 * /managemember's notice of late 결석 신청: nothing while none waits, else each student's line
 * linking to the student page with the teacher, and the teacher's name for the owner.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AbsenceRequest } from '#shared/schemas/family.ts';
import { buttonLabels } from '../../../components/testing/button-labels.ts';
import { answerWith, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { AbsenceRequestsNotice } from './absence-requests-notice.tsx';

const requests: AbsenceRequest[] = [
  {
    id: 7,
    lessonDay: '2026-11-26',
    lessonStart: '2026-11-26T06:00:00.000Z',
    occurrence: 's1@2026-11-26',
    reason: '감기',
    requestedAt: '2026-11-25T01:00:00.000Z',
    studentName: '김민지',
    teacherId: 'kim',
  },
  {
    id: 8,
    lessonDay: '2026-11-27',
    lessonStart: '2026-11-27T01:00:00.000Z',
    occurrence: 's2@2026-11-27',
    reason: null,
    requestedAt: '2026-11-26T12:30:00.000Z',
    studentName: '박서준',
    teacherId: 'lee',
  },
];

describe('the late absence notice', () => {
  it('lists each request linking to its student page, with the teacher for the owner', async () => {
    const sent = answerWith(() => ({ status: 200, body: requests }));
    renderWithStudio(
      <AbsenceRequestsNotice
        teacherId={undefined}
        teacherName={(id) => ({ kim: '김선생', lee: '이선생' })[id]}
      />,
    );
    const notice = await screen.findByRole('region', { name: '결석 신청 확인 2건' });
    expect(notice.textContent).toContain('당일취소로 기록하거나, 사전취소로 인정하거나, 닫아 주세요.');
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['김민지', '박서준']);
    // Each answered here, with its lesson's day as every other date is written.
    const answers = within(notice).getAllByRole('group');
    expect(answers.map((answer) => answer.querySelector('legend')?.textContent)).toEqual([
      '결석 신청 11월 26일 (목) 레슨 · 11월 25일 (수) 오전 10:00에 알림 · 사유: 감기',
      '결석 신청 11월 27일 (금) 레슨 · 11월 26일 (목) 오후 9:30에 알림',
    ]);
    expect(buttonLabels(answers[0] as HTMLElement)).toEqual(['당일취소', '사전취소로 인정', '닫기']);
    expect(links[0]?.getAttribute('href')).toBe(
      `/memberdetail/${encodeURIComponent('김민지')}?teacherId=kim`,
    );
    expect(within(notice).getByText('이선생')).toBeTruthy();
    expect(sent.map((request) => request.url)).toEqual(['/api/member/absence-requests']);
  });

  it("asks for the chosen teacher's, and draws nothing while none waits", async () => {
    const sent = answerWith(() => ({ status: 200, body: [] }));
    renderWithStudio(
      <div data-testid="page">
        <AbsenceRequestsNotice teacherId="kim" />
      </div>,
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('/api/member/absence-requests?teacherId=kim');
    expect(screen.getByTestId('page').textContent).toBe('');
  });
});
