/**
 * 환불 중 on the staff's home: each refund Toss has not answered, with why it waits; 다시 요청
 * asks the server once and says its answer; nothing is drawn while none waits.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { StuckRefunds } from './stuck-refunds.tsx';

const stuck = {
  id: 9,
  paymentId: 41,
  studentId: 3,
  studentName: '김하늘',
  kind: 'refund',
  amount: 80_000,
  createdAt: '2026-12-01T01:00:00.000Z',
  lastError: 'unreachable: 응답 없음',
};

it('lists a refund left 환불 중 and asks again on 다시 요청', async () => {
  let open = [stuck];
  const sent = answerWith((request) => {
    if (request.method === 'POST') {
      open = [];
      return { status: 200, body: { message: '김하늘 학생의 환불을 토스페이먼츠에서 마치고 기록했습니다.' } };
    }
    return { status: 200, body: { cancels: open } };
  });
  const user = renderWithStudio(<StuckRefunds />);
  const card = await screen.findByRole('region', { name: /환불 중/ });
  expect(card.textContent).toContain('환불 80,000원 · 2026년 12월 1일 (화) 오전 10:00 요청');
  expect(card.textContent).toContain('기다리는 이유: unreachable: 응답 없음');
  await user.click(within(card).getByRole('button', { name: '김하늘 환불 다시 요청' }));
  expect(await screen.findByText('김하늘 학생의 환불을 토스페이먼츠에서 마치고 기록했습니다.')).toBeTruthy();
  expect(sent.filter((one) => one.method === 'POST').map((one) => one.url)).toEqual([
    '/api/payment-cancels/9/retry',
  ]);
  // Finished: the list is read again and the card goes.
  await waitFor(() => expect(screen.queryByRole('region', { name: /환불 중/ })).toBeNull());
});

it('says a refusal beside the refund', async () => {
  answerWith((request) =>
    request.method === 'POST'
      ? refusal(409, 'students.refund_under_way', '이 결제는 토스페이먼츠에서 환불 중입니다.')
      : { status: 200, body: { cancels: [stuck] } },
  );
  const user = renderWithStudio(<StuckRefunds />);
  const card = await screen.findByRole('region', { name: /환불 중/ });
  await user.click(within(card).getByRole('button', { name: '김하늘 환불 다시 요청' }));
  expect((await within(card).findByRole('alert')).textContent).toBe(
    '이 결제는 토스페이먼츠에서 환불 중입니다.',
  );
});
