/**
 * 청구서 만들기: the student's fee fills the amount and lessons, a missing student is said under
 * its field without a request, a server refusal about the due date is said under the due date,
 * and a made bill answers with its link to copy.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentListItem } from '../../../components/testing/student-list-item.ts';
import {
  type Answer,
  answerWith,
  clockAt,
  refusal,
  renderWithStudio,
  type Sent,
} from '../../../components/testing/studio-harness.tsx';
import { NewInvoiceDialog } from './new-invoice-dialog.tsx';

const students = [
  studentListItem(11, '한가람', { lesson: 1, fee: { pay: 280000, lesson: 4 } }),
  studentListItem(12, '이솔'),
];

function server(post: (request: Sent) => Answer): Sent[] {
  return answerWith((request) =>
    request.method === 'GET' && request.url === '/api/member'
      ? { status: 200, body: students }
      : post(request),
  );
}

clockAt('2026-11-25T01:00:00Z');

describe('청구서 만들기', () => {
  it('fills what the student pays, says a missing student first, and shows the made link', async () => {
    const sent = server(() => ({
      status: 201,
      body: {
        message: '만들었습니다.',
        id: 5,
        url: 'http://127.0.0.1:4000/pay/abc',
        invoice: {
          id: 5,
          studentId: 11,
          studentName: '한가람',
          teacherId: 't',
          amount: 280000,
          lessons: 4,
          dueDate: '2026-12-02',
          note: '12월',
          status: '대기',
          overdue: false,
          createdAt: '',
          paidAt: null,
          paymentId: null,
          cancelledAt: null,
        },
      },
    }));
    const user = renderWithStudio(<NewInvoiceDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '청구서 만들기' });
    const due = within(dialog).getByLabelText(/납부 기한/) as HTMLInputElement;
    expect(due.value).toBe('2026-12-02');

    await user.click(within(dialog).getByRole('button', { name: '청구서 만들기' }));
    expect(within(dialog).getByText('학생을 골라 주세요.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/학생/).getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await within(dialog).findByRole('option', { name: '한가람 · 280,000원/4회' });
    await user.selectOptions(within(dialog).getByLabelText(/학생/), '11');
    expect((within(dialog).getByLabelText(/금액/) as HTMLInputElement).value).toBe('280000');
    expect((within(dialog).getByLabelText(/더할 레슨/) as HTMLInputElement).value).toBe('4');
    await user.selectOptions(within(dialog).getByLabelText(/학생/), '12');
    expect((within(dialog).getByLabelText(/금액/) as HTMLInputElement).value).toBe('');
    await user.selectOptions(within(dialog).getByLabelText(/학생/), '11');
    await user.type(within(dialog).getByLabelText(/무엇을 위한/), '12월');
    await user.click(within(dialog).getByRole('button', { name: '청구서 만들기' }));

    const made = await screen.findByRole('dialog', { name: '청구서를 만들었습니다' });
    expect((within(made).getByLabelText('결제 링크') as HTMLInputElement).value).toBe(
      'http://127.0.0.1:4000/pay/abc',
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/invoices',
        body: { studentId: 11, amount: 280000, lessons: 4, dueDate: '2026-12-02', note: '12월' },
      },
    ]);
  });

  it('says a refused due date under the due date', async () => {
    server(() => refusal(400, 'invoices.due_too_far', '납부 기한은 오늘부터 90일 안으로 정해 주세요.'));
    const user = renderWithStudio(<NewInvoiceDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '청구서 만들기' });
    await within(dialog).findByRole('option', { name: '한가람 · 280,000원/4회' });
    await user.selectOptions(within(dialog).getByLabelText(/학생/), '11');
    await user.click(within(dialog).getByRole('button', { name: '청구서 만들기' }));
    const message = await within(dialog).findByText('납부 기한은 오늘부터 90일 안으로 정해 주세요.');
    const due = within(dialog).getByLabelText(/납부 기한/);
    expect(due.getAttribute('aria-invalid')).toBe('true');
    expect(due.getAttribute('aria-describedby')).toContain(message.id);
    expect(within(dialog).getAllByText('납부 기한은 오늘부터 90일 안으로 정해 주세요.')).toHaveLength(1);
  });
});
