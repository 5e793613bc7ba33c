/** Several phones pressing 등록 for one cell at the same moment: the key decides, not a pre-check. */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { addLesson, removeLesson, week } from '../../testing/timetable.ts';
import { warmPool } from '../../testing/warm-pool.ts';

describe('concurrent timetable changes', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  beforeAll(async () => {
    await warmPool(() => week(t.app, teacher));
  });

  it('gives one half to exactly one of 30 simultaneous 1부 requests', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        addLesson(t.app, teacher, { day: '월', time: 9, type: '1부', name: `학생${index}` }),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 1, 409: 29 });
    const lessons = (await week(t.app, teacher)).json() as { day: string; time: number; type: string }[];
    const cell = lessons.filter(({ day, time }) => day === '월' && time === 9);
    expect(cell.map(({ type }) => type)).toEqual(['1부']);
  });

  it('lets a 1시간 and the two halves race: either the 1시간 or the 1부 and 2부 land, never a mix', async () => {
    for (let round = 0; round < 5; round += 1) {
      const time = 10 + round;
      const requests = [
        addLesson(t.app, teacher, { day: '화', time, type: '1시간', name: '한시간' }),
        addLesson(t.app, teacher, { day: '화', time, type: '1부', name: '일부' }),
        addLesson(t.app, teacher, { day: '화', time, type: '2부', name: '이부' }),
        addLesson(t.app, teacher, { day: '화', time, type: '1시간', name: '한시간2' }),
      ];
      const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      const cell = (
        (await week(t.app, teacher)).json() as { day: string; time: number; type: string }[]
      ).filter((lesson) => lesson.day === '화' && lesson.time === time);
      const types = cell.map((lesson) => lesson.type).sort();
      // What landed is a valid cell; the halves it holds equal the successful requests' halves.
      expect([['1시간'], ['1부'], ['2부'], ['1부', '2부']]).toContainEqual(types);
      expect(statuses.filter((status) => status === 201)).toHaveLength(types.length);
    }
  });

  it('deletes a lesson once when three people delete it at the same moment', async () => {
    await addLesson(t.app, teacher, { day: '수', time: 20, type: '1시간', name: '지울학생' });
    const responses = await Promise.all(
      [1, 2, 3].map(() => removeLesson(t.app, teacher, { day: '수', time: 20, type: '1시간' })),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 1, 404: 2 });
    const audit = await auditEntries(t.db, 'timetable.lesson.delete', { target: '지울학생' });
    expect(audit).toHaveLength(1);
  });
});
