/**
 * 레슨 기록 with a date, as a teacher meets it: today by default, limited to the days the
 * status allows, a refused day said next to the date field with the focus there, and a
 * charged lesson past the owed limit handed to the payment dialog.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Student } from '#shared/schemas/students.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { LessonDialog } from './lesson-dialog.tsx';

const student: Student = {
  id: 1,
  name: '가람',
  phone: '',
  lesson: 3,
  joinDate: '2026-01-05',
  teacherId: 'kim',
  instrument: null,
  level: null,
  fee: null,
};
const today = seoulDate(new Date());
const yesterday = addDays(today, -1);

const change = (status: string, lessonDay: string) => ({
  status: 200,
  body: {
    message: `가람님 ${lessonDay} ${status} 기록, 1회 차감되었습니다.`,
    student: { ...student, lesson: 2 },
    lessonRecord: {
      id: 9,
      name: '가람',
      lessonDay,
      status,
      charged: true,
      recordedAt: '',
      recordedBy: 'kim',
      teacherId: 'kim',
    },
  },
});

function show(overrides: Partial<Student> = {}) {
  const onClose = vi.fn();
  const onNeedsPayment = vi.fn();
  const user = renderWithStudio(
    <LessonDialog student={{ ...student, ...overrides }} onClose={onClose} onNeedsPayment={onNeedsPayment} />,
  );
  return {
    user,
    onClose,
    onNeedsPayment,
    date: () => screen.getByLabelText('레슨 날짜') as HTMLInputElement,
  };
}

describe('the lesson dialog', () => {
  it('records yesterday’s lesson with the server’s words as the toast', async () => {
    const sent = answerWith(() => change('출석', yesterday));
    const { user, onClose, date } = show();
    expect(date().value).toBe(today);
    expect(date().min).toBe(addDays(today, -60));
    expect(date().max).toBe(today);
    fireEvent.change(date(), { target: { value: yesterday } });
    expect(screen.getByText(/^어제 · /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '기록하기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/member/%EA%B0%80%EB%9E%8C?teacherId=kim',
        body: { status: '출석', date: yesterday },
      },
    ]);
    expect(screen.getByRole('status').textContent).toContain(
      `가람님 ${yesterday} 출석 기록, 1회 차감되었습니다.`,
    );
  });

  it('lets 사전취소 reach ahead, and says next to the date why 출석 cannot', async () => {
    const sent = answerWith(() => change('사전취소', addDays(today, 7)));
    const { user, date } = show();
    fireEvent.change(date(), { target: { value: addDays(today, 7) } });
    await user.click(screen.getByRole('button', { name: '기록하기' }));
    expect(date().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(date());
    expect(screen.getByText(/아직 오지 않은 날짜에는/).id).toBe(
      date().getAttribute('aria-describedby')?.split(' ')[1],
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /사전취소/ }));
    expect(date().max).toBe(addDays(today, 60));
    await user.click(screen.getByRole('button', { name: '기록하기' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ status: '사전취소', date: addDays(today, 7) });
  });

  it('says each status’s effect beside it, and that a charged lesson at 0 becomes 미수', async () => {
    answerWith(() => change('출석', today));
    const { user } = show({ lesson: 0 });
    expect(
      screen.getByRole('radio', { name: '당일취소', description: '1회 차감 · 당일 취소나 결석' }),
    ).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('미수 1회로 기록됩니다');
    await user.click(screen.getByRole('radio', { name: /강사사정/ }));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows a date the server refuses next to the date field', async () => {
    answerWith(() => refusal(400, 'students.lesson_day_too_old', '60일 전까지만 기록할 수 있습니다.'));
    const { user, date } = show();
    await user.click(screen.getByRole('button', { name: '기록하기' }));
    await screen.findByText('60일 전까지만 기록할 수 있습니다.');
    expect(document.activeElement).toBe(date());
  });

  it('hands a lesson past the owed limit to the payment dialog', async () => {
    answerWith(() =>
      refusal(409, 'students.no_lessons_left', '미수 한도(2회)에 이르렀습니다. 결제를 먼저 등록해 주세요.'),
    );
    const { user, onNeedsPayment } = show({ lesson: -2 });
    await user.click(screen.getByRole('button', { name: '기록하기' }));
    await waitFor(() => expect(onNeedsPayment).toHaveBeenCalledOnce());
    expect(onNeedsPayment.mock.calls[0]?.[1]).toBe(
      '미수 한도(2회)에 이르렀습니다. 결제를 먼저 등록해 주세요.',
    );
  });
});
