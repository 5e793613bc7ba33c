/** The lesson history says who recorded each lesson by their name, never their login id. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LessonHistoryRecord } from '#shared/schemas/students.ts';
import { LessonHistory } from './lesson-history.tsx';

const record = (
  id: number,
  lessonDay: string,
  recordedBy: string,
  recordedByName: string,
): LessonHistoryRecord => ({
  id,
  name: '가람',
  lessonDay,
  status: '출석',
  charged: true,
  recordedAt: `${lessonDay}T09:00:00.000Z`,
  recordedBy,
  recordedByName,
  teacherId: 'kim_teacher',
});

describe('the lesson history', () => {
  it('names the teacher who recorded each lesson', () => {
    render(
      <LessonHistory
        lessons={[
          record(1, '2026-11-19', 'kim_teacher', '김선생'),
          record(2, '2026-11-20', 'director', '박원장'),
        ]}
        today="2026-11-21"
        onCorrect={() => {}}
      />,
    );
    const [, newest, older] = screen.getAllByRole('row');
    expect(within(newest!).getAllByRole('cell')[2]!.textContent).toBe('기록 박원장');
    expect(within(older!).getAllByRole('cell')[2]!.textContent).toBe('기록 김선생');
    expect(screen.queryByText(/kim_teacher|director/)).toBeNull();
  });
});
