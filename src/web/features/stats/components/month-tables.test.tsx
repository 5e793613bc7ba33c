import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MonthPayment } from '#shared/schemas/stats.ts';
import { PaymentsTable } from './month-tables.tsx';

const payment = (id: number, payDay: string, name: string, pay: number): MonthPayment => ({
  id,
  payDay,
  name,
  pay,
  lesson: pay > 0 ? 4 : -2,
  method: '카드',
  kind: pay > 0 ? 'payment' : 'refund',
  receiptNo: null,
  studentId: id,
  teacherId: 't1',
});

const rows = [
  payment(1, '2026-03-01', '이서준', 500_000),
  payment(2, '2026-03-05', '김민지', 250_000),
  payment(3, '2026-03-10', '이서준', -125_000),
];

function names() {
  const table = screen.getByRole('table', { name: '결제 기록' });
  return within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
}

describe('PaymentsTable', () => {
  it('lists by date, sorts by name on a click of its heading, and totals payments minus refunds', async () => {
    const user = userEvent.setup();
    render(<PaymentsTable rows={rows} />);
    expect(names()).toEqual(['이서준', '김민지', '이서준환불']);
    const dateHeading = screen.getByRole('columnheader', { name: /날짜/ });
    expect(dateHeading.getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: /학생/ }));
    expect(names()).toEqual(['김민지', '이서준', '이서준환불']);
    expect(screen.getByRole('columnheader', { name: /학생/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(dateHeading.getAttribute('aria-sort')).toBe('none');

    await user.click(screen.getByRole('button', { name: /날짜/ }));
    await user.click(screen.getByRole('button', { name: /날짜/ }));
    expect(names()).toEqual(['이서준환불', '김민지', '이서준']);
    expect(screen.getByRole('row', { name: /합계/ }).textContent).toBe('합계625,000원');
  });

  it('says so when the month has no payments', () => {
    render(<PaymentsTable rows={[]} />);
    expect(screen.getByText('이 달에 받은 결제가 없습니다.')).toBeTruthy();
  });
});
