/**
 * Putting the record right, as a teacher meets it: a lesson's status changed or the record
 * deleted, with what it does to the balance said first and an optional reason; a payment
 * voided only with a reason, said next to the field when missing; a voided payment struck
 * through in the history as 취소됨 with its reason.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LessonRecord } from '#shared/schemas/students.ts';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { testPayment } from '../testing/payment.ts';
import { LessonCorrectionDialog } from './lesson-correction-dialog.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { VoidPaymentDialog } from './void-payment-dialog.tsx';

const today = '2026-11-21';
const lesson: LessonRecord = {
  id: 7,
  name: '가람',
  lessonDay: '2026-11-20',
  status: '출석',
  charged: true,
  recordedAt: '2026-11-20T09:00:00.000Z',
  recordedBy: 'kim',
  teacherId: 'kim',
};
const payment = testPayment({ payDay: today });
const done = (message: string) => ({
  status: 200,
  body: {
    message,
    student: { id: 1, name: '가람', phone: '', lesson: 3, joinDate: today, teacherId: 'kim' },
  },
});

function renderCorrection(mode: 'status' | 'delete') {
  const onClose = vi.fn();
  const user = renderWithStudio(
    <LessonCorrectionDialog correction={{ record: lesson, mode }} today={today} onClose={onClose} />,
  );
  return { user, onClose };
}

describe('correcting a lesson record', () => {
  it('changes the status with a reason, saying first what it does to the balance', async () => {
    const sent = answerWith(() => done('가람님 11월 20일 레슨을 사전취소로 바꿨습니다. 1회가 돌아왔습니다.'));
    const { user, onClose } = renderCorrection('status');
    const dialog = screen.getByRole('dialog', { name: '레슨 기록 수정' });
    expect(dialog.textContent).toContain('11월 20일 (금)');
    await user.click(within(dialog).getByRole('button', { name: '상태 바꾸기' }));
    expect(within(dialog).getByText('지금도 출석입니다. 바꿀 상태를 골라 주세요.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '사전취소' }));
    expect(within(dialog).getByRole('note').textContent).toBe('차감했던 1회가 남은 레슨으로 돌아갑니다.');
    await user.type(within(dialog).getByRole('textbox', { name: '사유 (선택)' }), '전날 연락받음');
    await user.click(within(dialog).getByRole('button', { name: '상태 바꾸기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { method: 'PATCH', url: '/api/lessonList/7', body: { status: '사전취소', reason: '전날 연락받음' } },
    ]);
    expect(screen.getByRole('status').textContent).toContain('1회가 돌아왔습니다.');
  });

  it('deletes a record made by mistake, the reason optional', async () => {
    const sent = answerWith(() => done('가람님 11월 20일 출석 기록을 지웠습니다.'));
    const { user, onClose } = renderCorrection('delete');
    const dialog = screen.getByRole('dialog', { name: '레슨 기록 삭제' });
    expect(within(dialog).getByRole('note').textContent).toBe('차감했던 1회가 남은 레슨으로 돌아갑니다.');
    await user.click(within(dialog).getByRole('button', { name: '기록 삭제' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/lessonList/7', body: {} }]);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    answerWith(() => refusal(409, 'students.lesson_too_old', '60일이 지난 기록은 고칠 수 없습니다.'));
    const { user, onClose } = renderCorrection('delete');
    await user.click(screen.getByRole('button', { name: '기록 삭제' }));
    expect(
      (await screen.findAllByRole('alert')).some(
        (alert) => alert.textContent === '60일이 지난 기록은 고칠 수 없습니다.',
      ),
    ).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('voiding a payment', () => {
  it('needs a reason, said next to the field with the focus there', async () => {
    const sent = answerWith(() => done('가람님 2,500,000원 결제를 취소했습니다.'));
    const onClose = vi.fn();
    const user = renderWithStudio(<VoidPaymentDialog payment={payment} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '결제 취소' });
    expect(dialog.textContent).toContain('2,500,000원');
    await user.click(within(dialog).getByRole('button', { name: '결제 취소' }));
    const reason = within(dialog).getByRole('textbox', { name: '취소 사유' });
    expect(within(dialog).getByText('결제를 취소하는 사유를 입력해 주세요.').id).toBe(
      reason.getAttribute('aria-describedby'),
    );
    expect(document.activeElement).toBe(reason);
    expect(sent).toEqual([]);

    await user.type(reason, '금액을 잘못 입력함');
    await user.click(within(dialog).getByRole('button', { name: '결제 취소' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { method: 'POST', url: '/api/payList/5/void', body: { reason: '금액을 잘못 입력함' } },
    ]);
  });

  it('says the server’s refusal in the dialog', async () => {
    answerWith(() =>
      refusal(403, 'students.void_forbidden', '선생님은 오늘 받은 본인의 결제만 취소할 수 있습니다.'),
    );
    const user = renderWithStudio(<VoidPaymentDialog payment={payment} onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: '취소 사유' }), '중복 입력');
    await user.click(screen.getByRole('button', { name: '결제 취소' }));
    expect(
      (await screen.findAllByRole('alert')).some((alert) =>
        alert.textContent?.includes('선생님은 오늘 받은 본인의 결제만 취소할 수 있습니다.'),
      ),
    ).toBe(true);
  });

  it('offers 결제 취소 where the rules allow, and keeps a voided payment listed as 취소됨', async () => {
    answerWith(() => ({ status: 500, body: {} }));
    const onVoid = vi.fn();
    const voided = {
      ...payment,
      id: 4,
      payDay: '2026-11-20',
      paidAt: '2026-11-20T01:00:00.000Z',
      voided: true,
      voidReason: '중복 입력',
    };
    const older = {
      ...payment,
      id: 3,
      payDay: '2026-11-10',
      paidAt: '2026-11-10T01:00:00.000Z',
      pay: 250_000,
      coversOwed: 2,
    };
    const list = [payment, voided, older];
    const user = renderWithStudio(
      <PaymentHistory payments={list} today={today} viewer="teacher" remaining={4} onVoid={onVoid} />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('취소됨 (중복 입력)')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    // A teacher voids only a payment of the day; an older one is the owner's to void.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).getByText('미수 2회 정산')).toBeTruthy();
    await user.click(within(rows[0]!).getByRole('button', { name: '2026-11-21 2,500,000원 결제 취소' }));
    expect(onVoid).toHaveBeenCalledWith(payment);
  });

  it('lets the owner void within 30 days, and sends a payment whose lessons are used to 환불', () => {
    answerWith(() => ({ status: 500, body: {} }));
    const older = { ...payment, id: 3, payDay: '2026-11-10', paidAt: '2026-11-10T01:00:00.000Z' };
    const tooOld = { ...payment, id: 2, payDay: '2026-10-21', paidAt: '2026-10-21T01:00:00.000Z' };
    renderWithStudio(
      <PaymentHistory
        payments={[older, tooOld]}
        today={today}
        viewer="owner"
        remaining={4}
        onVoid={vi.fn()}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: /결제 취소$/ })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    cleanup();
    renderWithStudio(
      <PaymentHistory payments={[older]} today={today} viewer="owner" remaining={3} onVoid={vi.fn()} />,
    );
    expect(screen.getByText('레슨 사용됨 · 환불로 처리')).toBeTruthy();
  });
});
