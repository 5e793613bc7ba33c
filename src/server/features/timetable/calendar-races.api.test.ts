/**
 * Many requests at once on the dated calendar: one credit is spent once, one occurrence is
 * recorded once, one half of one day is taken once — on both databases. On PostgreSQL the
 * requests wait behind a real lock and then go together.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countWhere } from '../../testing/count-rows.ts';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, countStatuses, ledgerMismatches } from '../../testing/students.ts';
import { addLesson, addOneOff } from '../../testing/timetable.ts';
import { warmPool } from '../../testing/warm-pool.ts';

describe('races on the dated calendar', () => {
  // Wednesday 25 November 2026, 10:00 in Seoul.
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  const kim = signedInForTests(t, 'teacher');
  let minji: number;
  let thursdays: number;
  beforeAll(async () => {
    minji = (await api.add(t.app, kim, { name: '민지', lesson: 10 })).json().student.id;
    thursdays = (
      await addLesson(t.app, kim, { day: '목', time: 15, type: '1시간', name: '민지', studentId: minji })
    ).json().seriesId;
    await warmPool(() => api.list(t.app, kim));
  });

  it('20 simultaneous 보강 bookings with one credit: one is booked, 19 are told there is none', async () => {
    // 12/3 15:00 is 197 hours away: this 사전취소 grants the one credit.
    const absence = await api.lesson(t.app, kim, '민지', {
      status: '사전취소',
      date: '2026-12-03',
      occurrence: `s${thursdays}@2026-12-03`,
    });
    expect(absence.json().message).toContain('보강권 1장이 생겼으니');
    const responses = await raceEachBehindRow(t, { advisory: `lesson_slots:${kim.id}` }, 20, (index) =>
      addOneOff(t.app, kim, {
        date: '2026-12-05',
        time: 9 + (index % 13),
        type: index < 13 ? '1부' : '2부',
        kind: 'makeup',
        studentId: minji,
      }),
    );
    expect(countStatuses(responses)).toEqual({ 201: 1, 409: 19 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('calendar.no_credit');
    }
    const made = await t.db.selectFrom('lesson_one_offs').select('id').where('kind', '=', 'makeup').execute();
    expect(made).toHaveLength(1);
    const credits = await t.db.selectFrom('makeup_credits').selectAll().execute();
    expect(credits.map((credit) => Number(credit.used_one_off_id))).toEqual([Number(made[0]!.id)]);
  });

  it('10 simultaneous records of one occurrence: one record, one charge', async () => {
    t.clock.set('2026-11-26T16:00:00+09:00');
    const key = `s${thursdays}@2026-11-26`;
    const responses = await raceEachBehindRow(t, { table: 'students', id: minji }, 10, () =>
      api.lesson(t.app, kim, '민지', { status: '출석', date: '2026-11-26', occurrence: key }),
    );
    expect(countStatuses(responses)).toEqual({ 200: 1, 409: 9 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('calendar.already_recorded');
    }
    expect(await countWhere(t.db, 'lessons_given', { occurrence: key })).toBe(1);
    expect((await api.detail(t.app, kim, '민지')).json().lesson).toBe(9);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('10 simultaneous one-offs for one half of one day: one is placed', async () => {
    const responses = await raceEachBehindRow(t, { advisory: `lesson_slots:${kim.id}` }, 10, (index) =>
      addOneOff(t.app, kim, {
        date: '2026-12-08',
        time: 11,
        type: index % 2 === 0 ? '1시간' : '1부',
        kind: 'trial',
        name: `체험${index}`,
      }),
    );
    expect(countStatuses(responses)).toEqual({ 201: 1, 409: 9 });
    expect(await countWhere(t.db, 'lesson_one_offs', { on_date: '2026-12-08' })).toBe(1);
  });

  it('10 simultaneous series for one cell from different weeks: one is planned', async () => {
    const responses = await raceEachBehindRow(t, { advisory: `lesson_slots:${kim.id}` }, 10, (index) =>
      addLesson(t.app, kim, {
        day: '수',
        time: 20,
        type: '1시간',
        name: `학생${index}`,
        from: `2026-12-${String(2 + index).padStart(2, '0')}`,
      }),
    );
    expect(countStatuses(responses)).toEqual({ 201: 1, 409: 9 });
    const planned = await t.db
      .selectFrom('lesson_series')
      .select('id')
      .where('weekday', '=', 3)
      .where('time', '=', 20)
      .execute();
    expect(planned).toHaveLength(1);
  });
});
