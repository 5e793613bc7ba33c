/**
 * The portal with two children: one button per child switches the view; each lesson not yet
 * recorded offers 결석 신청, which sends the lesson's key and the reason and says the answer;
 * a closed day shows its closure instead. Without a session it says how to get in.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMe, FamilyStudent } from '#shared/schemas/family.ts';
import { buttonLabels } from '../../../components/testing/button-labels.ts';
import {
  answerWith,
  clockAt,
  refusal,
  renderWithStudio,
} from '../../../components/testing/studio-harness.tsx';
import { familyStudent, seriesLesson } from '../testing/family-student.ts';
import { FamilyPage } from './family-page.tsx';

const minji = familyStudent({
  upcoming: [seriesLesson('2026-11-27', 15), seriesLesson('2026-12-10', 15, { closed: '연말 점검' })],
});
const seoyeon: FamilyStudent = { ...minji, id: 5, name: '서연', remaining: 0, owed: 2, upcoming: [] };

// Wednesday 25 November 2026, 10:00 in Seoul: every lesson above is still ahead.
clockAt('2026-11-25T10:00:00+09:00');

function server(me: FamilyMe | null) {
  return answerWith((request) => {
    if (request.url === '/api/family/me')
      return me ? { status: 200, body: me } : refusal(401, 'family.required', '링크를 여세요.');
    if (request.url.startsWith('/api/family/history'))
      return { status: 200, body: { lessons: [], payments: [] } };
    if (request.url.startsWith('/api/newsList'))
      return { status: 200, body: { items: [], page: 1, pageSize: 10, total: 0 } };
    if (request.url === '/api/family/absences') {
      return {
        status: 200,
        body: {
          message: '11월 27일 (금) 레슨을 사전취소로 기록했습니다.',
          credit: true,
          absence: {
            id: 1,
            lessonDay: '2026-11-27',
            lessonStart: '',
            reason: '여행',
            state: 'recorded',
            requestedAt: '',
          },
        },
      };
    }
    return { status: 404, body: {} };
  });
}

describe('the families’ portal', () => {
  it('switches between two children and shows owed lessons', async () => {
    server({ students: [minji, seoyeon], noticeHours: 48 });
    const user = renderWithStudio(<FamilyPage />, { initialEntries: ['/family'] });
    const choose = await screen.findByRole('navigation', { name: '학생 고르기' });
    expect(within(choose).getByRole('button', { name: '민지' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('3회')).toBeTruthy();
    await user.click(within(choose).getByRole('button', { name: '서연' }));
    expect(screen.getByText('미수 레슨')).toBeTruthy();
    expect(screen.getByText('4주 안에 잡힌 레슨이 없습니다.')).toBeTruthy();
  });

  it('tells two children of one name apart by teacher and asks for each by id', async () => {
    const ofKim: FamilyStudent = { ...minji, id: 11, name: '김민준', teacherName: '김선생' };
    const ofLee: FamilyStudent = { ...minji, id: 12, name: '김민준', teacherName: '이선생', remaining: 8 };
    const sent = server({ students: [ofKim, ofLee], noticeHours: 48 });
    const user = renderWithStudio(<FamilyPage />, { initialEntries: ['/family'] });
    const choose = await screen.findByRole('navigation', { name: '학생 고르기' });
    expect(buttonLabels(choose)).toEqual(['김민준 (김선생)', '김민준 (이선생)']);
    await user.click(within(choose).getByRole('button', { name: '김민준 (이선생)' }));
    expect(screen.getByText('8회')).toBeTruthy();
    await screen.findByText('결제 기록이 없습니다.');
    const histories = sent.filter((request) => request.url.startsWith('/api/family/history'));
    expect(histories.map((request) => request.url)).toEqual([
      '/api/family/history?studentId=11',
      '/api/family/history?studentId=12',
    ]);
    const upcoming = screen.getByRole('region', { name: '다가오는 레슨' });
    await user.click(within(upcoming).getAllByRole('button', { name: '결석 신청' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: '결석 알리기' }));
    await screen.findByText('11월 27일 (금) 레슨을 사전취소로 기록했습니다.');
    expect(sent.find((request) => request.url === '/api/family/absences')?.body).toMatchObject({
      studentId: 12,
      date: '2026-11-27',
    });
  });

  it('sends 결석 신청 with the lesson’s key and reason, and shows a closure instead of the button', async () => {
    const sent = server({ students: [minji], noticeHours: 24 });
    const user = renderWithStudio(<FamilyPage />, { initialEntries: ['/family'] });
    const upcoming = await screen.findByRole('region', { name: '다가오는 레슨' });
    // The studio's notice rule, in hours, so a family knows how early is early enough.
    expect(upcoming.textContent).toContain('레슨 24시간 전까지 알리면 차감 없이 사전취소가 되고');
    const items = within(upcoming).getAllByRole('listitem');
    expect(items[1]?.textContent).toContain('휴원 · 연말 점검');
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: '결석 신청' })).toBeNull();
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: '결석 신청' }));
    await user.type(screen.getByLabelText('사유 (선택)'), '여행');
    await user.click(screen.getByRole('button', { name: '결석 알리기' }));
    expect(await screen.findByText('11월 27일 (금) 레슨을 사전취소로 기록했습니다.')).toBeTruthy();
    expect(sent.find((request) => request.url === '/api/family/absences')?.body).toEqual({
      studentId: 4,
      date: '2026-11-27',
      occurrence: 's4@2026-11-27',
      reason: '여행',
    });
  });

  it('leaves out a lesson that has begun, so it offers no 결석 신청 for it', async () => {
    vi.setSystemTime(new Date('2026-11-27T15:00:00+09:00'));
    server({ students: [minji], noticeHours: 24 });
    renderWithStudio(<FamilyPage />, { initialEntries: ['/family'] });
    const upcoming = await screen.findByRole('region', { name: '다가오는 레슨' });
    const items = within(upcoming).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('휴원 · 연말 점검');
    expect(within(upcoming).queryByRole('button', { name: '결석 신청' })).toBeNull();
  });

  it('says how to get in without a session', async () => {
    server(null);
    renderWithStudio(<FamilyPage />, { initialEntries: ['/family'] });
    expect(await screen.findByText('링크를 여세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '휴대폰 번호로 로그인' }).getAttribute('href')).toBe(
      '/family/login',
    );
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
  });
});
