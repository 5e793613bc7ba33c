/**
 * 삭제한 학생 under the student list: read only once opened, each student with the day deleted
 * and the lessons left; 복원 posts the id and says the server's answer, a refusal beside the row.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArchivedStudent } from '#shared/schemas/students.ts';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { ArchivedStudents } from './archived-students.tsx';

const base = { phone: '010-1111-2222', joinDate: '2026-03-02', instrument: null, level: null, fee: null };
const gone: ArchivedStudent[] = [
  { ...base, id: 7, name: '나래', lesson: 5, teacherId: 'kim', archivedAt: '2026-11-25T02:00:00.000Z' },
  { ...base, id: 3, name: '가을', lesson: -1, teacherId: 'lee', archivedAt: '2026-11-20T16:00:00.000Z' },
];

describe('삭제한 학생', () => {
  it('asks for nothing until opened, then lists each with the day deleted and the lessons left', async () => {
    const sent = answerWith(() => ({ status: 200, body: gone }));
    const user = renderWithStudio(
      <ArchivedStudents
        teacherId={undefined}
        today="2026-11-28"
        teacherName={(id) => ({ kim: '김선생', lee: '이선생' })[id]}
      />,
    );
    expect(sent).toEqual([]);
    await user.click(screen.getByText('삭제한 학생'));
    const list = await screen.findByRole('list', { name: '삭제한 학생 목록' });
    expect(sent.map((request) => request.url)).toEqual(['/api/member/archived']);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '나래김선생 · 11월 25일 (수) 삭제 · 남은 레슨 5회복원',
      // Deleted at 01:00 on the 21st in Seoul.
      '가을이선생 · 11월 21일 (토) 삭제 · 미수 1회복원',
    ]);
  });

  it('restores by id and says so; a refusal is said beside that student', async () => {
    const sent = answerWith((request) => {
      if (request.url.startsWith('/api/member/archived')) return { status: 200, body: gone };
      if (request.url === '/api/member/7/restore')
        return {
          status: 200,
          body: {
            message: '나래 학생을 복원했습니다. 레슨과 결제 기록도 그대로 있습니다.',
            student: gone[0],
          },
        };
      return refusal(
        409,
        'students.name_taken',
        '같은 이름의 학생이 이미 있습니다. 이름 뒤에 구분할 글자를 붙여 주세요.',
      );
    });
    const user = renderWithStudio(<ArchivedStudents teacherId="kim" today="2026-11-28" />);
    await user.click(screen.getByText('삭제한 학생'));
    await screen.findByRole('list', { name: '삭제한 학생 목록' });
    await user.click(await screen.findByRole('button', { name: '가을 복원' }));
    const refused = await screen.findByText(
      '같은 이름의 학생이 이미 있습니다. 이름 뒤에 구분할 글자를 붙여 주세요.',
    );
    expect(screen.getByRole('button', { name: '가을 복원' }).getAttribute('aria-describedby')).toBe(
      refused.id,
    );
    await user.click(screen.getByRole('button', { name: '나래 복원' }));
    expect(
      await screen.findByText('나래 학생을 복원했습니다. 레슨과 결제 기록도 그대로 있습니다.'),
    ).toBeTruthy();
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/member/archived?teacherId=kim',
      'POST /api/member/3/restore',
      'POST /api/member/7/restore',
      'GET /api/member/archived?teacherId=kim',
    ]);
  });
});
