/**
 * The family's own 현금영수증 number in the portal: the server's refusal is said under the
 * number (and nothing is lost from the box), a saved number is shown as the server answers it,
 * without its middle; and the payments list says each payment's receipt as the server holds it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { FamilyReceiptNumber } from './family-receipt-number.tsx';
import { HistoryAndPayments } from './history-and-payments.tsx';

const NUMBER_REFUSED =
  '현금영수증 번호는 휴대폰 번호(01012345678)나 사업자등록번호(10자리)를 숫자로 입력해 주세요.';

it('says the server’s refusal at the number, then saves and shows the number masked', async () => {
  let saved: { purpose: string; number: string } | null = null;
  const sent = answerWith((request) => {
    if (request.method === 'GET') return { status: 200, body: { number: saved } };
    const body = request.body as { purpose: string; number: string };
    if (body.number === '010-12') return refusal(400, 'cashReceipts.number_invalid', NUMBER_REFUSED);
    saved = { purpose: body.purpose, number: body.number.replaceAll('-', '') };
    return { status: 200, body: { message: '현금영수증 번호를 저장했습니다.', number: saved } };
  });
  const user = renderWithStudio(<FamilyReceiptNumber studentId={7} />);
  const form = await screen.findByRole('form', { name: '현금영수증 번호' });
  expect(form.textContent).toContain('받을 번호를 알려 주세요');

  const number = within(form).getByRole('textbox', { name: '휴대폰 번호' });
  await user.type(number, '010-12');
  await user.click(within(form).getByRole('button', { name: '번호 저장' }));
  expect(await within(form).findByText(NUMBER_REFUSED)).toBeTruthy();
  expect(number.getAttribute('aria-invalid')).toBe('true');
  expect((number as HTMLInputElement).value).toBe('010-12');

  await user.clear(number);
  await user.type(number, '010-1234-5678');
  await user.click(within(form).getByRole('button', { name: '번호 저장' }));
  await waitFor(() => expect(form.textContent).toContain('소득공제 · 010****5678'));
  expect(number.getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByText('현금영수증 번호를 저장했습니다.')).toBeTruthy();
  expect(sent.filter((one) => one.method === 'PUT')).toEqual([
    {
      method: 'PUT',
      url: '/api/family/cash-receipt-number?studentId=7',
      body: { purpose: '소득공제', number: '010-12' },
    },
    {
      method: 'PUT',
      url: '/api/family/cash-receipt-number?studentId=7',
      body: { purpose: '소득공제', number: '010-1234-5678' },
    },
  ]);
  // 지출증빙 asks for the business number.
  await user.selectOptions(within(form).getByRole('combobox', { name: '용도' }), '지출증빙');
  expect(within(form).getByRole('textbox', { name: '사업자등록번호' })).toBeTruthy();
});

it('shows each payment’s 현금영수증 state in the payments list', async () => {
  const payment = (id: number, payDay: string) => ({
    id,
    kind: 'payment',
    payDay,
    pay: 150_000,
    lesson: 4,
    method: '계좌이체',
    receiptNo: null,
    voided: false,
    voidedAt: null,
    refunded: false,
    coversOwed: 0,
  });
  const receipt = { receiptNo: null, purpose: null, dueOn: '2026-11-29', lastError: null };
  answerWith((request) => {
    if (request.url.startsWith('/api/family/history')) {
      return {
        status: 200,
        body: {
          lessons: [],
          payments: [payment(3, '2026-11-24'), payment(2, '2026-11-10'), payment(1, '2026-11-01')],
        },
      };
    }
    return {
      status: 200,
      body: {
        receipts: [
          { ...receipt, paymentId: 3 },
          { ...receipt, paymentId: 2, status: '발급 완료', receiptNo: '135792468', purpose: '소득공제' },
          { ...receipt, paymentId: 1, lastError: 'INVALID_CASH_RECEIPT_INFO: 번호가 올바르지 않습니다.' },
        ].map((one) => ({ status: '할 일', ...one })),
      },
    };
  });
  renderWithStudio(<HistoryAndPayments studentId={7} />);
  const items = await screen.findAllByText(/^현금영수증:/);
  expect(items.map((item) => item.textContent)).toEqual([
    '현금영수증: 발급 대기 (11월 29일 (일)까지)',
    '현금영수증: 발급 완료 · 승인번호 135792468',
    '현금영수증: 발급 실패 — INVALID_CASH_RECEIPT_INFO: 번호가 올바르지 않습니다.',
  ]);
});
