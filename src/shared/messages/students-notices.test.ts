import { describe, expect, it } from 'vitest';
import { LESSON_STATUSES } from '../student-rules.ts';
import { balanceText, studentsNotices } from './students.ts';

const where = { day: '2026-11-21', today: '2026-11-21', balance: 3 };

describe('what a lesson record says', () => {
  it('says what each status did, and never calls a cancellation a lesson given', () => {
    const said = LESSON_STATUSES.map((status) => studentsNotices.lessonRecorded('민지', status, where));
    expect(new Set(said).size).toBe(LESSON_STATUSES.length);
    for (const [index, status] of LESSON_STATUSES.entries()) {
      expect(said[index]).toContain(status);
      if (status !== '출석') expect(said[index]).not.toContain('레슨 완료');
    }
    expect(said[2]).toBe('민지님 당일취소로 기록했습니다. 규정에 따라 1회 차감했습니다. 남은 레슨 3회.');
  });

  it('names the day of a record that is not today', () => {
    expect(studentsNotices.lessonRecorded('민지', '출석', { ...where, day: '2026-09-02' })).toMatch(
      /^민지님 9월 2일 출석을 기록했습니다/,
    );
  });

  it('puts the right particle after each status', () => {
    const to = (status: (typeof LESSON_STATUSES)[number]) =>
      studentsNotices.lessonCorrected('민지', '출석', status, 0, where);
    expect(to('지각')).toContain('지각으로 고쳤습니다');
    expect(to('당일취소')).toContain('당일취소로 고쳤습니다');
    expect(to('강사사정')).toContain('강사사정으로 고쳤습니다');
  });

  it('tells lessons left from lessons owed', () => {
    expect(balanceText(2)).toBe('남은 레슨 2회.');
    expect(balanceText(0)).toBe('남은 레슨 0회.');
    expect(balanceText(-2)).toBe('미수 2회 (다음 결제에서 먼저 정산됩니다).');
  });
});
