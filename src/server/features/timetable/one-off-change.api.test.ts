/**
 * Moving a one-off lesson through `PATCH /api/calendar/one-offs/:id` (decision 035), on both
 * databases: a 보강 keeps the credit it spent, even once that credit's days are over; the
 * window, closed days, overlaps and recorded lessons refuse a move in Korean; a teacher moves
 * only their own; ten moves into one half at once leave one there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { closeDay } from '../../testing/closures.ts';
import { raceBehindRow } from '../../testing/row-barrier.ts';
import { type SignedIn, signIn, signInAgain } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call, countStatuses, newStudent, recorded } from '../../testing/students.ts';
import { addOneOff, calendar, moveLesson, weeklyLessons } from '../../testing/timetable.ts';
import { warmPool } from '../../testing/warm-pool.ts';

// Wednesday 25 November 2026, 10:00 in Seoul.
const NOW = '2026-11-25T10:00:00+09:00';

describe('moving a one-off lesson', () => {
  const t = appForTests({ now: NOW });
  const owner = signedInForTests(t, 'owner');

  const move = (who: SignedIn | null, id: number, body: object) =>
    call(t.app, who, 'PATCH', `/api/calendar/one-offs/${id}`, body);

  beforeAll(async () => {
    // The studio's closed day, which no test moves anything but the refused lesson to.
    await closeDay(t.app, owner, '2026-12-07', '학원 휴원');
  });

  /**
   * At NOW, a teacher of the test's own (and another, 이 선생님) with 민지, 10 lessons, on
   * Thursdays at 15: her 사전취소 told eight days ahead earned a credit, which a 보강 on Saturday
   * 5 December at 11 spent.
   */
  async function minjisMakeup() {
    t.clock.set(NOW);
    const kim = await signIn(t.app, 'teacher');
    const lee = await signIn(t.app, 'teacher');
    const minji = await newStudent(t.app, kim, { name: '민지', lesson: 10 });
    const [thursdays] = await weeklyLessons(t.app, kim, [['목', 15, '1시간', '민지', minji]]);
    await recorded(t.app, kim, '민지', {
      status: '사전취소',
      date: '2026-12-03',
      occurrence: `s${thursdays}@2026-12-03`,
    });
    const booked = await addOneOff(t.app, kim, {
      date: '2026-12-05',
      time: 11,
      type: '1시간',
      kind: 'makeup',
      studentId: minji,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const makeup = booked.json().oneOffId as number;
    const credits = async (as = kim) => (await api.detail(t.app, as, '민지')).json().credits;
    const brief = async (query: string) =>
      (
        (await calendar(t.app, kim, query)).json() as {
          date: string;
          time: number;
          type: string;
          kind: string;
          name?: string;
        }[]
      ).map((item) => `${item.date} ${item.time} ${item.type} ${item.kind} ${item.name}`);
    return { kim, lee, thursdays, makeup, credits, brief };
  }

  it('moves a 보강 to another day and half, keeping its credit, audited with before and after', async () => {
    const { kim, makeup, credits, brief } = await minjisMakeup();
    const [credit] = await credits();
    const moved = await move(kim, makeup, { date: '2026-12-06', time: 14, type: '1부' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      key: `o${makeup}`,
      date: '2026-12-06',
      time: 14,
      type: '1부',
      kind: 'makeup',
      teacherId: kim.id,
      name: '민지',
      studentId: expect.any(Number),
      seriesId: null,
      oneOffId: makeup,
      movedFrom: null,
    });
    expect(await brief('?from=2026-12-05&to=2026-12-06')).toEqual(['2026-12-06 14 1부 makeup 민지']);
    // The same credit, now naming the day the 보강 moved to.
    expect(await credits()).toEqual([{ ...credit, makeupDay: '2026-12-06' }]);
    expect(credit).toMatchObject({ state: 'used', usedOn: '2026-11-25', makeupDay: '2026-12-05' });
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    expect(audit.items[0]).toMatchObject({
      action: 'calendar.one_off.change',
      target: '민지',
      detail: {
        kind: 'makeup',
        before: { date: '2026-12-05', time: 11, type: '1시간' },
        after: { date: '2026-12-06', time: 14, type: '1부' },
      },
    });
  });

  it('refuses a taken half, a closed day, a day out of the window and a bad body, in Korean', async () => {
    const { kim, makeup, brief } = await minjisMakeup();
    const cases: [object, number, string, string][] = [
      [{ date: '2026-12-10', time: 15, type: '2부' }, 409, 'timetable.taken', expect.any(String)],
      [
        { date: '2026-12-07', time: 11, type: '1시간' },
        409,
        'calendar.closed_day',
        '휴원일에는 수업을 넣을 수 없습니다.',
      ],
      [
        { date: '2027-11-27', time: 11, type: '1시간' },
        400,
        'calendar.date_out_of_window',
        '60일 전부터 1년 뒤까지의 날짜만 선택할 수 있습니다.',
      ],
      [{ date: '2026-12-08', time: 3, type: '1시간' }, 400, 'timetable.invalid_time', expect.any(String)],
      [{ date: '2026-12-08', time: 11, type: '2시간' }, 400, 'timetable.invalid_type', expect.any(String)],
      [{ date: '2026-12-32', time: 11, type: '1시간' }, 400, 'calendar.invalid_date', expect.any(String)],
      [{ time: 11, type: '1시간' }, 400, 'calendar.invalid_date', expect.any(String)],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await move(kim, makeup, body);
      expect([body, response.statusCode, response.json().error]).toEqual([body, status, { code, message }]);
    }
    // Where it was booked, unmoved.
    expect(await brief('?from=2026-12-05&to=2026-12-12')).toContain('2026-12-05 11 1시간 makeup 민지');
  });

  it('moves only the teacher’s own one-off: another teacher 404, a visitor 401, none such 404', async () => {
    const { kim, lee, makeup } = await minjisMakeup();
    const body = { date: '2026-12-08', time: 11, type: '1시간' };
    const other = await move(lee, makeup, body);
    expect([other.statusCode, other.json().error.code]).toEqual([404, 'calendar.one_off_not_found']);
    expect((await move(null, makeup, body)).statusCode).toBe(401);
    const none = await move(kim, 2_147_483_647, body);
    expect([none.statusCode, none.json().error.code]).toEqual([404, 'calendar.one_off_not_found']);
    const badId = await move(kim, 0, body);
    expect(badId.statusCode).toBe(400);
  });

  it('never moves a recorded lesson', async () => {
    const { kim, thursdays } = await minjisMakeup();
    // This week's Thursday moved to yesterday, and recorded there.
    const moved = await moveLesson(t.app, kim, thursdays, '2026-11-26', {
      date: '2026-11-24',
      time: 12,
      type: '1시간',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const recorded = await api.lesson(t.app, kim, '민지', {
      status: '출석',
      date: '2026-11-24',
      occurrence: moved.json().key,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const refused = await move(kim, moved.json().oneOffId, { date: '2026-11-27', time: 12, type: '1시간' });
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      {
        code: 'calendar.recorded_cannot_change',
        message: '기록된 수업은 옮기거나 지울 수 없습니다. 먼저 기록을 지워 주세요.',
      },
    ]);
  });

  it('10 simultaneous moves into one half: one lands, nine are told it is taken', async () => {
    const { kim } = await minjisMakeup();
    await warmPool(() => api.list(t.app, kim));
    const trials: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const added = await addOneOff(t.app, kim, {
        date: '2026-12-09',
        time: 11 + index,
        type: '1시간',
        kind: 'trial',
        name: `체험${index}`,
      });
      expect(added.statusCode, added.body).toBe(201);
      trials.push(added.json().oneOffId);
    }
    const responses = await raceBehindRow(
      t,
      { advisory: `lesson_slots:${kim.id}` },
      () =>
        Promise.all(
          trials.map((id, index) =>
            move(kim, id, { date: '2026-12-11', time: 10, type: index % 2 === 0 ? '1시간' : '2부' }),
          ),
        ),
      10,
    );
    expect(countStatuses(responses)).toEqual({ 200: 1, 409: 9 });
    const there = await t.db
      .selectFrom('lesson_one_offs')
      .select('id')
      .where('on_date', '=', '2026-12-11')
      .where('teacher_id', '=', kim.id)
      .execute();
    expect(there).toHaveLength(1);
  });

  it('moves a 보강 whose credit has run out since, where deleting and booking again could not', async () => {
    // The credit for 3 December was valid 30 days: through 2 January.
    const { kim: before, makeup, credits } = await minjisMakeup();
    t.clock.set('2027-01-05T10:00:00+09:00');
    const kim = await signInAgain(t.app, before);
    expect((await credits(kim))[0]).toMatchObject({ state: 'used' });
    const moved = await move(kim, makeup, { date: '2027-01-09', time: 11, type: '1시간' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await credits(kim))[0]).toMatchObject({ state: 'used', usedOn: '2026-11-25' });
    const another = await addOneOff(t.app, kim, {
      date: '2027-01-10',
      time: 11,
      type: '1시간',
      kind: 'makeup',
      studentId: moved.json().studentId,
    });
    expect([another.statusCode, another.json().error.code]).toEqual([409, 'calendar.no_credit']);
  });
});
