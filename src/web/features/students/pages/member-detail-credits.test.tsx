/**
 * The student page's 보강권 and 결제 레슨 as a teacher and the owner meet them: every credit
 * with the missed day, why, its last day and its use, an expired one shown as 만료 and never
 * hidden, and the usable ones counted; each package's validity marked 곧 만료 or 기간 지남;
 * the owner alone extends or lapses an expired package, lapsing only after a confirm that says
 * what it does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Credit, LessonPackage } from '#shared/schemas/calendar.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import {
  answerWith,
  refusal,
  renderWithStudio,
  type Sent,
} from '../../../components/testing/studio-harness.tsx';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import { testPackage } from '../testing/package.ts';
import { testStudentDetail } from '../testing/student.ts';
import { MemberDetailPage } from './member-detail-page.tsx';

const today = seoulDate(new Date());
/** A day as the page writes it. */
const day = (date: string) => lessonDayLabel(date, today);

const credits: Credit[] = [
  {
    id: 3,
    reason: '사전취소',
    lessonDay: addDays(today, 4),
    grantedOn: today,
    expiresOn: addDays(today, 34),
    usedOn: null,
    state: 'valid',
  },
  {
    id: 2,
    reason: '강사사정',
    lessonDay: addDays(today, -20),
    grantedOn: addDays(today, -20),
    expiresOn: addDays(today, 10),
    // Booked eight days ago for a 보강 five days ago: the page says the 보강's day.
    usedOn: addDays(today, -8),
    makeupDay: addDays(today, -5),
    state: 'used',
  },
  {
    id: 1,
    reason: '사전취소',
    lessonDay: addDays(today, -50),
    grantedOn: addDays(today, -52),
    expiresOn: addDays(today, -20),
    usedOn: null,
    state: 'expired',
  },
];

const packages: LessonPackage[] = [
  testPackage(),
  testPackage({
    paymentId: 7,
    payDay: addDays(today, -90),
    unused: 2,
    expiresOn: addDays(today, -2),
    state: 'expired',
  }),
  { paymentId: 5, payDay: addDays(today, -200), lessons: 8, unused: 0, expiresOn: null, state: 'ok' },
];

const minji = testStudentDetail({ name: '김민지', phone: '010-1234-5678', lesson: 5, credits, packages });

function serve(
  role: 'owner' | 'teacher',
  decide: (request: Sent) => { status: number; body: unknown } = () => ({ status: 500, body: {} }),
) {
  return answerWith((request) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/session')
      return { status: 200, body: { id: role === 'owner' ? 'owner' : 'kim', name: '선생', role } };
    if (path.startsWith('/api/member/detail/')) return { status: 200, body: minji };
    if (path.startsWith('/api/lessonList/detail/') || path.startsWith('/api/payList/detail/'))
      return { status: 200, body: [] };
    if (path.startsWith('/api/member/packages/')) return decide(request);
    return { status: 404, body: { error: { code: 'not_found', message: '없습니다.' } } };
  });
}

function showPage() {
  return renderWithStudio(
    <Routes>
      <Route path="/memberdetail/:name" element={<MemberDetailPage familyBlock={() => null} />} />
    </Routes>,
    { initialEntries: [`/memberdetail/${encodeURIComponent('김민지')}?teacherId=kim`] },
  );
}

const creditsBlock = async () => screen.findByRole('region', { name: '보강권' });
const packagesBlock = async () => screen.findByRole('region', { name: '결제 레슨' });

describe('the student page’s 보강권', () => {
  it('lists every credit with its missed day, reason, last day and use, and counts the usable ones', async () => {
    serve('teacher');
    showPage();
    const block = await creditsBlock();
    expect(within(block).getByText((_, element) => element?.textContent === '사용 가능 1장')).toBeTruthy();
    const items = within(block).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain(`${day(addDays(today, 4))} 수업`);
    expect(items[0]?.textContent).toContain('사전취소 (학생 사정)');
    expect(items[0]?.textContent).toContain(`${day(addDays(today, 34))}까지`);
    expect(items[0]?.textContent).toContain('사용 가능');
    expect(items[1]?.textContent).toContain('강사사정');
    expect(items[1]?.textContent).toContain(`${day(addDays(today, -5))} 보강에 사용`);
    expect(items[1]?.textContent).not.toContain(day(addDays(today, -8)));
    expect(items[1]?.textContent).toContain('사용함');
    // An expired credit stays, said as 만료.
    expect(items[2]?.textContent).toContain(`${day(addDays(today, -50))} 수업`);
    expect(items[2]?.textContent).toContain('만료');
  });
});

describe('the student page’s 결제 레슨', () => {
  it('marks a package about to expire and one past its validity; a teacher cannot decide', async () => {
    serve('teacher');
    showPage();
    const block = await packagesBlock();
    const items = within(block).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('곧 만료');
    expect(items[0]?.textContent).toContain(`${day(addDays(today, 3))}까지 (3일 남음)`);
    expect(items[0]?.textContent).toContain('3회');
    expect(items[1]?.textContent).toContain('기간 지남');
    expect(items[1]?.textContent).toContain('2일 지남');
    expect(items[2]?.textContent).toContain('기간 없음');
    expect(within(block).queryByRole('button', { name: /기간 연장|소멸 처리/ })).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('기간 연장은 원장이 합니다.')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('기간 연장과 소멸 처리는 원장이 합니다.')).toBeTruthy();
  });

  it('lets the owner lapse an expired package only after a confirm that says what it does', async () => {
    const sent = serve('owner', () => ({
      status: 200,
      body: {
        message: '남은 레슨 2회를 소멸 처리했습니다.',
        package: { ...packages[1], unused: 0 },
        lesson: 3,
      },
    }));
    const user = showPage();
    const block = await packagesBlock();
    const lapse = within(block).getByRole('button', {
      name: `${day(packages[1]?.payDay ?? '')} 결제 소멸 처리`,
    });
    // Only the expired package with lessons left offers it; the one about to expire is extended only.
    expect(within(block).getAllByRole('button', { name: /소멸 처리/ })).toHaveLength(1);
    expect(within(block).getAllByRole('button', { name: /기간 연장/ })).toHaveLength(2);

    await user.click(lapse);
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('남은 레슨 2회를 소멸 처리할까요?');
    expect(confirm.textContent).toContain('학생의 남은 레슨에서 빠지고, 레슨 내역에 소멸 기록이 남습니다');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(lapse);
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '소멸 처리' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('남은 레슨 2회를 소멸 처리했습니다.'),
    );
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/member/packages/7/lapse',
    ]);
  });

  it('extends by 7 days unless told otherwise, refusing a wrong number beside the field', async () => {
    const sent = serve('owner', (request) =>
      request.url.endsWith('/extend')
        ? { status: 200, body: { message: '유효기간을 14일 연장했습니다.', package: packages[1], lesson: 5 } }
        : { status: 500, body: {} },
    );
    const user = showPage();
    const block = await packagesBlock();
    await user.click(
      within(block).getByRole('button', { name: `${day(packages[1]?.payDay ?? '')} 결제 기간 연장` }),
    );
    const dialog = screen.getByRole('dialog', { name: '유효기간 연장' });
    const days = within(dialog).getByRole('spinbutton', { name: '연장할 날수' }) as HTMLInputElement;
    expect(days.value).toBe('7');

    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: '연장하기' }));
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('연장할 날수를 1일부터 365일 사이로 입력해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(days);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: '연장하기' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('유효기간을 14일 연장했습니다.'),
    );
    const posts = sent.filter((request) => request.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', url: '/api/member/packages/7/extend', body: { days: 14 } }]);
  });

  it('says the server’s refusal of an extension beside the field', async () => {
    serve('owner', () =>
      refusal(409, 'calendar.package_not_expired', '아직 유효기간이 지나지 않은 결제입니다.'),
    );
    const user = showPage();
    const block = await packagesBlock();
    await user.click(
      within(block).getByRole('button', { name: `${day(packages[1]?.payDay ?? '')} 결제 기간 연장` }),
    );
    const dialog = screen.getByRole('dialog', { name: '유효기간 연장' });
    await user.click(within(dialog).getByRole('button', { name: '연장하기' }));
    expect(await within(dialog).findByText('아직 유효기간이 지나지 않은 결제입니다.')).toBeTruthy();
  });
});
