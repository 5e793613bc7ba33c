/**
 * The payment form as a teacher meets it: the amount grouped as it is typed with the price per
 * lesson beside the usual one, the count from the studio's first fee row, mistakes said next to
 * their field before anything is sent, an unusual price asked about once, and what a payment
 * covers of lessons owed; the 유효기간 in days from the studio's default, sent as validDays;
 * 결제일, today unless changed, up to 60 days back and never ahead, sent as date.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  answerWith,
  refusal,
  renderWithStudio,
  type Sent,
} from '../../../components/testing/studio-harness.tsx';
import { testSite } from '../../../site-data/testing/test-site.tsx';
import { testPayment } from '../testing/payment.ts';
import { testStudent } from '../testing/student.ts';
import { PaymentDialog } from './payment-dialog.tsx';

const student = testStudent();

const paid = (request: Sent, before: number) => {
  const body = request.body as { pay: number; lesson: number };
  return {
    status: 200,
    body: {
      message: `가람님 ${body.pay.toLocaleString('ko-KR')}원 ${body.lesson}회 결제되었습니다.${before < 0 ? ` 미수 ${-before}회를 먼저 채웠습니다. 남은 레슨 ${before + body.lesson}회.` : ''}`,
      cashReceiptReminder: null,
      student: { ...student, lesson: before + body.lesson },
      payment: testPayment({
        paidAt: '2026-11-21T09:00:00.000Z',
        pay: body.pay,
        lesson: body.lesson,
        coversOwed: Math.min(-Math.min(before, 0), body.lesson),
      }),
    },
  };
};

function show(balance = 0) {
  const onClose = vi.fn();
  const user = renderWithStudio(<PaymentDialog student={student} balance={balance} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: '가람님 결제' });
  const amount = within(dialog).getByRole('textbox', { name: '금액 (원)' }) as HTMLInputElement;
  const count = within(dialog).getByRole('spinbutton', { name: '횟수' }) as HTMLInputElement;
  return { user, onClose, dialog, amount, count };
}

describe('the payment form', () => {
  it('groups the amount as it is typed and shows the price of one lesson beside the usual one', async () => {
    answerWith(() => ({ status: 500, body: {} }));
    const { user, amount, count } = show();
    expect(count.value).toBe('4');
    expect(screen.getByText('평소 회당 62,500원')).toBeTruthy();
    await user.type(amount, '250000');
    expect(amount.value).toBe('250,000');
    expect(amount.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('62,500원').closest('p')?.id).toBe(amount.getAttribute('aria-describedby'));
    await user.clear(count);
    await user.type(count, '5');
    expect(screen.getByText('50,000원')).toBeTruthy();
  });

  it('says a missing or huge amount next to the field, with the focus there, and sends nothing', async () => {
    const sent = answerWith((request) => paid(request, 0));
    const { user, amount, count } = show();
    await user.clear(count);
    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    expect(screen.getByText('결제 금액은 1원 이상의 숫자로 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('결제 횟수는 1회에서 100회 사이로 입력해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(count.getAttribute('aria-invalid')).toBe('true');

    await user.type(amount, '1000000000');
    await user.type(count, '4');
    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    expect(screen.getByText('금액이 너무 큽니다. 100,000,000원까지 입력할 수 있습니다.')).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(sent).toEqual([]);
  });

  it('asks once more when one lesson would cost more than 3× the usual, and sends only on yes', async () => {
    const sent = answerWith((request) => paid(request, 0));
    const { user, amount, onClose } = show();
    await user.type(amount, '2500000');
    expect(amount.value).toBe('2,500,000');
    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('회당 625,000원입니다. 금액이 맞나요?');
    expect(ask.textContent).toContain('평소 회당 62,500원의 3배가 넘습니다.');
    await user.click(within(ask).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '이대로 결제' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((request) => request.body)).toEqual([
      { pay: 2_500_000, lesson: 4, method: '카드', validDays: 0 },
    ]);
  });

  it('says beforehand and afterwards what the payment covers of lessons owed', async () => {
    answerWith((request) => paid(request, -2));
    const { user, amount, onClose } = show(-2);
    expect(screen.getByRole('note').textContent).toBe('미수 2회를 먼저 정산합니다.');
    await user.type(amount, '250000');
    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toContain(
      '가람님 250,000원 4회 결제되었습니다. 미수 2회를 먼저 채웠습니다. 남은 레슨 2회.',
    );
  });

  it("starts from the student's own fee: its amount, its count and its price per lesson", async () => {
    const sent = answerWith((request) => paid(request, 0));
    const onClose = vi.fn();
    const user = renderWithStudio(
      <PaymentDialog student={student} balance={0} fee={{ pay: 180_000, lesson: 3 }} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: '가람님 결제' });
    expect((within(dialog).getByRole('textbox', { name: '금액 (원)' }) as HTMLInputElement).value).toBe(
      '180,000',
    );
    expect((within(dialog).getByRole('spinbutton', { name: '횟수' }) as HTMLInputElement).value).toBe('3');
    expect(screen.getByText('평소 회당 60,000원')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((request) => request.body)).toEqual([
      { pay: 180_000, lesson: 3, method: '카드', validDays: 0 },
    ]);
  });

  it('puts the server’s refusal of a field next to that field', async () => {
    answerWith(() =>
      refusal(400, 'students.pay_lessons_invalid', '결제 횟수는 1회에서 100회 사이로 입력해 주세요.'),
    );
    const { user, amount, count } = show();
    await user.type(amount, '250000');
    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    await screen.findByText('결제 횟수는 1회에서 100회 사이로 입력해 주세요.');
    expect(document.activeElement).toBe(count);
  });

  it('starts the 유효기간 at the studio’s default and sends what the teacher typed as validDays', async () => {
    const sent = answerWith((request) => paid(request, 0));
    const onClose = vi.fn();
    const site = testSite();
    const user = renderWithStudio(<PaymentDialog student={student} balance={0} onClose={onClose} />, {
      site: { ...site, lessons: { ...site.lessons, packageDays: 60 } },
    });
    const dialog = screen.getByRole('dialog', { name: '가람님 결제' });
    const validity = within(dialog).getByRole('spinbutton', {
      name: '유효기간 (일, 선택)',
    }) as HTMLInputElement;
    expect(validity.value).toBe('60');
    expect(within(dialog).getByText(/결제일부터 60일 동안 쓸 수 있습니다/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '금액 (원)' }), '250000');
    await user.clear(validity);
    await user.type(validity, '3');
    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((request) => request.body)).toEqual([
      { pay: 250_000, lesson: 4, method: '카드', validDays: 3 },
    ]);
  });

  it('refuses a 유효기간 out of range beside the field, and leaves an empty one to the studio', async () => {
    const sent = answerWith((request) => paid(request, 0));
    const { user, amount, onClose, dialog } = show();
    const validity = within(dialog).getByRole('spinbutton', {
      name: '유효기간 (일, 선택)',
    }) as HTMLInputElement;
    expect(validity.value).toBe('0');
    expect(within(dialog).getByText('0일: 유효기간 없이 결제합니다.')).toBeTruthy();
    await user.type(amount, '250000');
    await user.clear(validity);
    await user.type(validity, '731');
    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    expect(validity.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText('결제 레슨의 유효 기간은 0일(없음)에서 730일 사이의 정수로 입력해 주세요.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(validity);
    expect(sent).toEqual([]);

    await user.clear(validity);
    expect(within(dialog).getByText(/비워 두면 학원 기본값을 따릅니다/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '결제 확인' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((request) => request.body)).toEqual([{ pay: 250_000, lesson: 4, method: '카드' }]);
  });

  it('has 결제일: today unless changed, sent as date only when changed, never ahead or over 60 days back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00+09:00'));
    try {
      const sent = answerWith((request) => paid(request, 0));
      const { user, amount, onClose, dialog } = show();
      const day = within(dialog).getByLabelText('결제일') as HTMLInputElement;
      expect([day.value, day.min, day.max]).toEqual(['2026-11-21', '2026-09-22', '2026-11-21']);
      await user.type(amount, '250000');
      fireEvent.change(day, { target: { value: '2026-11-22' } });
      await user.click(screen.getByRole('button', { name: '결제 확인' }));
      expect(within(dialog).getByText('결제일은 오늘이나 그 전 날짜로 골라 주세요.')).toBeTruthy();
      expect(day.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(day);
      fireEvent.change(day, { target: { value: '2026-09-21' } });
      await user.click(screen.getByRole('button', { name: '결제 확인' }));
      expect(within(dialog).getByText('결제일은 60일 전까지만 고를 수 있습니다.')).toBeTruthy();
      expect(sent).toEqual([]);

      fireEvent.change(day, { target: { value: '2026-10-31' } });
      await user.click(screen.getByRole('button', { name: '결제 확인' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent.map((request) => request.body)).toEqual([
        { pay: 250_000, lesson: 4, method: '카드', date: '2026-10-31', validDays: 0 },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
