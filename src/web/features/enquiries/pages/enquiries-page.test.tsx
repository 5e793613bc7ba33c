/**
 * The staff's 상담 신청 page: newest first with the status filter, the moves each status
 * allows, and 학생으로 등록 in one dialog that keeps the teacher there when the name is taken.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EnquiryItem } from '#shared/schemas/enquiries.ts';
import { buttonLabels } from '../../../components/testing/button-labels.ts';
import {
  answerWith,
  refusal,
  renderWithStudio,
  type Sent,
} from '../../../components/testing/studio-harness.tsx';
import { EnquiriesPage } from './enquiries-page.tsx';

const enquiry = (overrides: Partial<EnquiryItem>): EnquiryItem => ({
  id: 1,
  name: '김하늘',
  phone: '010-1234-5678',
  instrument: '색소폰',
  preferredTimes: ['평일 저녁'],
  message: '처음 배워요.',
  status: '접수',
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
  student: null,
  ...overrides,
});

const items = [
  enquiry({ id: 2, name: '이바다', status: '연락함', preferredTimes: [], message: null }),
  enquiry({ id: 1 }),
];
const page = (list: EnquiryItem[]) => ({
  status: 200,
  body: { items: list, page: 1, pageSize: 20, total: list.length, newCount: 1 },
});

describe('the 상담 신청 page', () => {
  it('shows each enquiry with the moves its status allows, and filters by status', async () => {
    const sent = answerWith((request) =>
      request.method === 'GET' ? page(items) : { status: 500, body: {} },
    );
    renderWithStudio(<EnquiriesPage />, { initialEntries: ['/enquiries?status=%EC%A0%91%EC%88%98'] });
    const fresh = await screen.findByRole('article', { name: '김하늘 · 색소폰' });
    expect(sent[0]!.url).toBe('/api/enquiries?page=1&status=%EC%A0%91%EC%88%98');
    expect(fresh.textContent).toContain('010-1234-5678');
    expect(fresh.textContent).toContain('평일 저녁');
    expect(fresh.textContent).toContain('2026년 11월 21일 (토) 오전 10:00');
    expect(buttonLabels(fresh)).toEqual(['연락함으로 표시', '종료']);
    const called = screen.getByRole('article', { name: '이바다 · 색소폰' });
    expect(called.textContent).toContain('정하지 않음');
    expect(buttonLabels(called)).toEqual(['학생으로 등록', '종료']);
    const filters = screen.getByRole('navigation', { name: '상태별 보기' });
    expect(within(filters).getByRole('link', { name: '접수 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('1건').parentElement!.textContent).toBe('새 신청 1건이 연락을 기다립니다.');
  });

  it('registers a student in one step, and asks for another name when the teacher has one so named', async () => {
    let attempts = 0;
    const sent = answerWith((request: Sent) => {
      if (request.method === 'GET') return page(items);
      attempts += 1;
      return attempts === 1
        ? refusal(
            409,
            'enquiries.name_taken',
            '선생님의 학생 중에 같은 이름이 이미 있습니다. 이름 뒤에 구분할 글자를 붙여(예: 김하늘B) 등록해 주세요.',
          )
        : {
            status: 200,
            body: {
              ...items[0],
              status: '등록',
              student: { name: '이바다B', teacherId: 'kim', teacherName: '김선생' },
            },
          };
    });
    const user = renderWithStudio(<EnquiriesPage />, { initialEntries: ['/enquiries'] });
    const card = await screen.findByRole('article', { name: '이바다 · 색소폰' });
    await user.click(within(card).getByRole('button', { name: '이바다님 학생으로 등록' }));

    const dialog = screen.getByRole('dialog', { name: '학생으로 등록' });
    const name = within(dialog).getByRole('textbox', { name: '학생 이름' }) as HTMLInputElement;
    expect(name.value).toBe('이바다');
    expect(dialog.textContent).toContain('010-1234-5678');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(
      await within(dialog).findByText(
        '선생님의 학생 중에 같은 이름이 이미 있습니다. 이름 뒤에 구분할 글자를 붙여(예: 김하늘B) 등록해 주세요.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.type(name, 'B');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await screen.findByText(/이바다B님을 학생으로 등록했습니다\./)).toBeTruthy();
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/enquiries/2/register', body: { name: '이바다' } },
      { method: 'POST', url: '/api/enquiries/2/register', body: { name: '이바다B' } },
    ]);
  });

  it('asks before closing an enquiry, and sends nothing when the answer is no', async () => {
    const sent = answerWith((request) =>
      request.method === 'GET' ? page(items) : { status: 500, body: {} },
    );
    const user = renderWithStudio(<EnquiriesPage />, { initialEntries: ['/enquiries'] });
    const card = await screen.findByRole('article', { name: '김하늘 · 색소폰' });
    await user.click(within(card).getByRole('button', { name: '김하늘님 신청 종료' }));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('김하늘님의 상담 신청을 종료하시겠습니까?');
    await user.click(within(question).getByRole('button', { name: '취소' }));
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
