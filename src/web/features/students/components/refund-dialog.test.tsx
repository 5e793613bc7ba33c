/**
 * The refund as the owner meets it: the statutory working and amount to start from; another
 * amount only with a reason and never more than was paid; 남은 레슨도 정리 ticked while money
 * goes back and unticked at 0원, so a 0원 refund takes lessons only when someone ticks it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RefundQuote } from '#shared/schemas/students.ts';
import { answerWith, renderWithStudio, type Sent } from '../../../components/testing/studio-harness.tsx';
import { testStudent } from '../testing/student.ts';
import { RefundDialog } from './refund-dialog.tsx';

const ref = { name: '가람', teacherId: 'kim' };
const student = testStudent();

const quote = (over: Partial<RefundQuote> = {}): RefundQuote => ({
  paymentId: 9,
  amount: 250_000,
  lessons: 4,
  used: 1,
  unused: 3,
  bracket: 'before_third',
  numerator: 2,
  denominator: 3,
  refund: 166_666,
  steps: ['결제 250,000원, 4회', '사용 1회', '1/3 경과 전: 2/3 환불', '환불 166,666원'],
  ...over,
});

function server(calculation: RefundQuote) {
  return answerWith((request: Sent) => {
    const body = request.body as { dryRun: boolean };
    return {
      status: 200,
      body: {
        message: body.dryRun ? null : '가람님 환불되었습니다.',
        dryRun: body.dryRun,
        calculation,
        student,
        payment: null,
      },
    };
  });
}
const refunds = (sent: Sent[]) =>
  sent.map((request) => request.body as { dryRun: boolean }).filter((body) => !body.dryRun);

async function show(calculation: RefundQuote) {
  const sent = server(calculation);
  const onClose = vi.fn();
  const user = renderWithStudio(<RefundDialog student={ref} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: '가람님 환불' });
  const amount = (await within(dialog).findByLabelText('환불 금액 (원)')) as HTMLInputElement;
  return { sent, onClose, user, dialog, amount };
}

describe('the refund dialog', () => {
  it('starts at the statutory refund with the lessons taken, and sends it as it is', async () => {
    const { sent, onClose, user, dialog, amount } = await show(quote());
    expect(within(dialog).getByRole('list', { name: '환불 계산' }).textContent).toContain('1/3 경과 전');
    expect(amount.value).toBe('166,666');
    const clear = within(dialog).getByRole('checkbox', { name: /남은 레슨도 정리/ }) as HTMLInputElement;
    expect(clear.checked).toBe(true);
    expect(within(dialog).queryByLabelText(/사유/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '환불 확정' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refunds(sent)).toEqual([{ dryRun: false, amount: 166_666, clearLessons: true }]);
  });

  it('asks a reason for another amount and refuses more than was paid, sending nothing until right', async () => {
    const { sent, onClose, user, dialog, amount } = await show(quote());
    await user.clear(amount);
    await user.type(amount, '260000');
    await user.click(within(dialog).getByRole('button', { name: '환불 확정' }));
    expect(within(dialog).getByText('환불 금액은 이 결제에 받은 금액보다 클 수 없습니다.')).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    await user.clear(amount);
    await user.type(amount, '100000');
    expect(amount.value).toBe('100,000');
    await user.click(within(dialog).getByRole('button', { name: '환불 확정' }));
    const reason = within(dialog).getByLabelText('사유 (법정 환불액과 다를 때 필수)');
    expect(
      within(dialog).getByText('법정 환불액과 다른 금액을 환불하려면 사유를 입력해 주세요.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(refunds(sent)).toEqual([]);
    await user.type(reason, '가족과 합의');
    await user.click(within(dialog).getByRole('button', { name: '환불 확정' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refunds(sent)).toEqual([
      { dryRun: false, amount: 100_000, clearLessons: true, reason: '가족과 합의' },
    ]);
  });

  it('takes no lessons with a 0원 refund unless 남은 레슨도 정리 is ticked', async () => {
    const { sent, onClose, user, dialog, amount } = await show(
      quote({ used: 3, unused: 1, bracket: 'after_half', refund: 0 }),
    );
    expect(amount.value).toBe('0');
    const clear = within(dialog).getByRole('checkbox', { name: /남은 레슨도 정리/ }) as HTMLInputElement;
    expect(clear.checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '환불 확정' }));
    expect(
      within(dialog).getByText(
        '환불 금액이 0원입니다. 이 결제의 남은 레슨을 정리하려면 "남은 레슨도 정리"를 골라 주세요.',
      ),
    ).toBeTruthy();
    expect(refunds(sent)).toEqual([]);
    await user.click(clear);
    await user.click(within(dialog).getByRole('button', { name: '환불 확정' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refunds(sent)).toEqual([{ dryRun: false, amount: 0, clearLessons: true }]);
  });

  it('unticks 남은 레슨도 정리 as the typed amount becomes 0원 and sends nothing until it is ticked', async () => {
    const { sent, onClose, user, dialog, amount } = await show(quote());
    const clear = within(dialog).getByRole('checkbox', { name: /남은 레슨도 정리/ }) as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '0');
    expect(clear.checked).toBe(false);
    await user.type(within(dialog).getByLabelText('사유 (법정 환불액과 다를 때 필수)'), '환불 없이 종료');
    await user.click(within(dialog).getByRole('button', { name: '환불 확정' }));
    expect(refunds(sent)).toEqual([]);
    await user.click(clear);
    await user.click(within(dialog).getByRole('button', { name: '환불 확정' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refunds(sent)).toEqual([
      { dryRun: false, amount: 0, clearLessons: true, reason: '환불 없이 종료' },
    ]);
  });
});
