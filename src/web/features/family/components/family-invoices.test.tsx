/** 청구서 on the portal: only this student's bills, the open ones first, with how to pay them. */
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { Invoice } from '#shared/schemas/invoices.ts';
import { answerWith, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { FamilyInvoices } from './family-invoices.tsx';

const bill = (id: number, studentId: number, status: Invoice['status'], note: string): Invoice => ({
  id,
  studentId,
  studentName: '한가람',
  teacherId: 't',
  amount: 280000,
  lessons: 4,
  dueDate: '2026-12-10',
  note,
  status,
  overdue: false,
  createdAt: '2026-11-25T01:00:00Z',
  paidAt: status === '결제 완료' ? '2026-11-26T01:00:00Z' : null,
  paymentId: status === '결제 완료' ? 3 : null,
  cancelledAt: null,
});

it('lists the student’s bills, open first, and says where to pay', async () => {
  answerWith(() => ({
    status: 200,
    body: {
      invoices: [
        bill(1, 7, '결제 완료', '11월 수강료'),
        bill(2, 8, '대기', '동생 수강료'),
        bill(3, 7, '대기', '12월 수강료'),
      ],
    },
  }));
  renderWithStudio(<FamilyInvoices studentId={7} />);
  const section = await screen.findByRole('region', { name: '청구서' });
  const rows = within(section)
    .getAllByRole('listitem')
    .map((row) => row.textContent);
  expect(rows).toEqual([
    '12월 수강료 · 280,000원 · 12월 10일 (목)까지결제 대기결제하기',
    '11월 수강료 · 280,000원결제 완료',
  ]);
  expect(within(section).getByText(/결제하기를 누르면 결제 페이지가 열립니다/)).toBeTruthy();
});

it('asks a fresh link of the open bill and goes to it; a refusal is said', async () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  let refuse = false;
  const sent = answerWith((request) =>
    request.method === 'POST'
      ? refuse
        ? {
            status: 409,
            body: { error: { code: 'invoices.not_open', message: '이미 결제되었거나 취소된 청구서입니다.' } },
          }
        : {
            status: 200,
            body: { message: '결제 페이지로 이동합니다.', url: 'https://studio.example/pay/abc' },
          }
      : { status: 200, body: { invoices: [bill(3, 7, '대기', '12월 수강료')] } },
  );
  const user = renderWithStudio(<FamilyInvoices studentId={7} />);
  await user.click(await screen.findByRole('button', { name: '12월 수강료 결제하기' }));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://studio.example/pay/abc'));
  expect(sent.filter((one) => one.method === 'POST').map((one) => one.url)).toEqual([
    '/api/family/invoices/3/link',
  ]);
  refuse = true;
  await user.click(screen.getByRole('button', { name: '12월 수강료 결제하기' }));
  const section = screen.getByRole('region', { name: '청구서' });
  expect(await within(section).findByText('이미 결제되었거나 취소된 청구서입니다.')).toBeTruthy();
  expect(assign).toHaveBeenCalledTimes(1);
  vi.unstubAllGlobals();
});
