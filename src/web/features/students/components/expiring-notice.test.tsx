/**
 * /managemember's notice of packages running out: nothing while there is none, else each
 * student's line — the expired first — linking to the student page with the teacher.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, seoulDate } from '#shared/time.ts';
import { answerWith, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import type { ExpiringPackage } from '../api/packages-api.ts';
import { testPackage } from '../testing/package.ts';
import { ExpiringNotice } from './expiring-notice.tsx';

const today = seoulDate(new Date());

const expiring: ExpiringPackage[] = [
  { studentId: 1, name: '김민지', teacherId: 'kim', ...testPackage({ payDay: addDays(today, -27) }) },
  {
    studentId: 2,
    name: '박서준',
    teacherId: 'lee',
    ...testPackage({
      paymentId: 9,
      payDay: addDays(today, -40),
      unused: 1,
      expiresOn: addDays(today, -1),
      state: 'expired',
    }),
  },
];

describe('the expiring notice', () => {
  it('lists the expired first, each linking to the student page, with the teacher for the owner', async () => {
    const sent = answerWith(() => ({ status: 200, body: expiring }));
    renderWithStudio(
      <ExpiringNotice
        teacherId={undefined}
        today={today}
        teacherName={(id) => ({ kim: '김선생', lee: '이선생' })[id]}
      />,
    );
    const notice = await screen.findByRole('region', { name: '유효기간 확인 2건' });
    expect(notice.textContent).toContain(
      '기간이 지난 레슨 1건은 원장이 학생 페이지에서 연장하거나 소멸 처리해야 정리됩니다.',
    );
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `박서준: 남은 레슨 1회의 유효기간이 ${addDays(today, -1)}에 지났습니다.`,
      `김민지: 남은 레슨 3회의 유효기간이 3일 뒤(${addDays(today, 3)}) 끝납니다.`,
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      `/memberdetail/${encodeURIComponent('박서준')}?teacherId=lee`,
    );
    expect(links[1]?.getAttribute('href')).toBe(
      `/memberdetail/${encodeURIComponent('김민지')}?teacherId=kim`,
    );
    expect(within(notice).getByText('기간 지남')).toBeTruthy();
    expect(within(notice).getByText('곧 만료')).toBeTruthy();
    expect(within(notice).getByText('이선생')).toBeTruthy();
    expect(sent.map((request) => request.url)).toEqual(['/api/member/expiring']);
  });

  it('asks for the chosen teacher, and says only what expires soon when nothing has expired', async () => {
    const sent = answerWith(() => ({ status: 200, body: [expiring[0]] }));
    renderWithStudio(<ExpiringNotice teacherId="kim" today={today} />);
    const notice = await screen.findByRole('region', { name: '유효기간 확인 1건' });
    expect(notice.textContent).toContain('7일 안에 유효기간이 끝나는 결제가 있습니다.');
    expect(sent.map((request) => request.url)).toEqual(['/api/member/expiring?teacherId=kim']);
  });

  it('draws nothing while no package runs out', async () => {
    const sent = answerWith(() => ({ status: 200, body: [] }));
    renderWithStudio(
      <div data-testid="page">
        <ExpiringNotice teacherId={undefined} today={today} />
      </div>,
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByTestId('page').textContent).toBe('');
  });
});
