/** The dated calendar through its API: series, closed days, one-offs and recording (decision 035). */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { addClosure } from '../../testing/closures.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call, newStudent, recorded } from '../../testing/students.ts';
import { addLesson, addOneOff, calendar, moveLesson, weeklyLessons } from '../../testing/timetable.ts';

interface Item {
  date: string;
  time: number;
  type: string;
  kind: string;
  key?: string;
  name?: string;
  status?: string;
  closed?: string;
}

const brief = (items: Item[]) =>
  items.map((item) =>
    [item.date, item.time, item.type, item.kind, item.name, item.status, item.closed]
      .filter((part) => part !== undefined)
      .join(' '),
  );

describe('the dated calendar', () => {
  // Wednesday 25 November 2026, 10:00 in Seoul.
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  beforeAll(async () => {
    // The studio is closed on Thursday 3 December, for every test alike.
    const closed = await addClosure(t.app, owner, {
      from: '2026-12-03',
      to: '2026-12-03',
      name: '학원 휴원',
    });
    if (closed.statusCode !== 201) throw new Error(closed.body);
  });

  /**
   * On Wednesday 25 November 2026 at 10:00, a teacher of the test's own (and another, 이) with
   * 민지 on Thursdays 15:00 1시간 and 지훈 on Fridays 10:00 1부, both from this week.
   */
  async function kimsWeek() {
    t.clock.set('2026-11-25T10:00:00+09:00');
    const kim = await signIn(t.app, 'teacher');
    const lee = await signIn(t.app, 'teacher');
    const minji = await newStudent(t.app, kim, { name: '민지', lesson: 10 });
    const jihun = await newStudent(t.app, kim, { name: '지훈', lesson: 10 });
    const [thursdays, fridays] = await weeklyLessons(t.app, kim, [
      ['목', 15, '1시간', '민지', minji],
      ['금', 10, '1부', '지훈', jihun],
    ]);
    return { kim, lee, minji, jihun, thursdays, fridays };
  }

  /** 민지 came on Thursday 11/26, recorded from the calendar at 16:10. */
  async function minjiCameOnThursday(kim: SignedIn, thursdays: number) {
    t.clock.set('2026-11-26T16:10:00+09:00');
    await recorded(t.app, kim, '민지', {
      status: '출석',
      date: '2026-11-26',
      occurrence: `s${thursdays}@2026-11-26`,
    });
  }

  /** 지훈 came late on Friday 11/27, recorded from the student page at 11:00. */
  async function jihunLateOnFriday(kim: SignedIn) {
    t.clock.set('2026-11-27T11:00:00+09:00');
    await recorded(t.app, kim, '지훈', { status: '지각' });
  }

  /** 지훈's lesson of Friday 12/4 moved to Saturday 12/5 11시 1시간. */
  const moveFriday = (kim: SignedIn, fridays: number, date = '2026-12-05') =>
    moveLesson(t.app, kim, fridays, '2026-12-04', { date, time: 11, type: '1시간' });

  /** A 체험 on 12/4 10시, in the half the moved lesson left free. */
  const trialOnFriday = (kim: SignedIn) =>
    addOneOff(t.app, kim, { date: '2026-12-04', time: 10, type: '1시간', kind: 'trial', name: '체험생' });

  it('dates a series from this week on, with the keys to record them by, for its teacher', async () => {
    const { kim, minji, thursdays } = await kimsWeek();
    const response = await calendar(t.app, kim, '?from=2026-11-23&to=2026-12-06');
    expect(response.statusCode).toBe(200);
    expect(brief(response.json())).toEqual([
      '2026-11-26 15 1시간 series 민지',
      '2026-11-27 10 1부 series 지훈',
      '2026-12-03 15 1시간 series 민지 학원 휴원',
      '2026-12-04 10 1부 series 지훈',
    ]);
    expect(response.json()[0]).toEqual({
      date: '2026-11-26',
      time: 15,
      type: '1시간',
      kind: 'series',
      teacherId: kim.id,
      key: `s${thursdays}@2026-11-26`,
      name: '민지',
      studentId: minji,
      seriesId: thursdays,
      oneOffId: null,
      movedFrom: null,
    });
    // Nothing before the series began.
    expect((await calendar(t.app, kim, '?from=2026-11-16&to=2026-11-22')).json()).toEqual([]);
  });

  it('shows a visitor and another teacher only the taken halves, and the owner everything', async () => {
    const { kim, lee } = await kimsWeek();
    const query = `?from=2026-11-23&to=2026-11-29&teacherId=${kim.id}`;
    const slots = [
      { date: '2026-11-26', time: 15, type: '1시간', kind: 'series', teacherId: kim.id },
      { date: '2026-11-27', time: 10, type: '1부', kind: 'series', teacherId: kim.id },
    ];
    expect((await calendar(t.app, null, query)).json()).toEqual(slots);
    expect((await calendar(t.app, lee, query)).json()).toEqual(slots);
    expect((await calendar(t.app, lee, query)).body).not.toContain('민지');
    expect(brief((await calendar(t.app, owner, query)).json())).toEqual([
      '2026-11-26 15 1시간 series 민지',
      '2026-11-27 10 1부 series 지훈',
    ]);
    expect((await calendar(t.app, lee, '?from=2026-11-23&to=2026-11-29')).json()).toEqual([]);
  });

  it('refuses a range out of order, longer than 93 days, or not made of dates, in Korean', async () => {
    const { kim } = await kimsWeek();
    const cases: [string, string, string][] = [
      ['?from=2026-12-02&to=2026-12-01', 'calendar.range_order', '시작일이 종료일보다 늦을 수 없습니다.'],
      ['?from=2026-12-01&to=2027-03-04', 'calendar.range_too_long', '한 번에 93일까지 조회할 수 있습니다.'],
      [
        '?from=2026-02-30&to=2026-03-01',
        'calendar.invalid_date',
        '날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요.',
      ],
      ['?from=2026-12-01', 'calendar.invalid_date', '날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요.'],
    ];
    for (const [query, code, message] of cases) {
      const response = await calendar(t.app, kim, query);
      expect([query, response.statusCode, response.json().error]).toEqual([query, 400, { code, message }]);
    }
    const nobody = await calendar(t.app, kim, '?from=2026-12-01&to=2026-12-02&teacherId=nobody');
    expect([nobody.statusCode, nobody.json().error.code]).toEqual([404, 'timetable.teacher_not_found']);
  });

  it('answers exactly 93 days, both ends included, and a single day', async () => {
    const { kim } = await kimsWeek();
    // 2026-11-23 … 2027-02-23 is 93 days: its first and last Thursday and Friday are dated.
    const quarter = await calendar(t.app, kim, '?from=2026-11-23&to=2027-02-23');
    expect(quarter.statusCode).toBe(200);
    const days = (quarter.json() as Item[]).map((item) => item.date);
    expect([days[0], days.at(-1), days.length]).toEqual(['2026-11-26', '2027-02-19', 26]);
    const oneMore = await calendar(t.app, kim, '?from=2026-11-23&to=2027-02-24');
    expect([oneMore.statusCode, oneMore.json().error.code]).toEqual([400, 'calendar.range_too_long']);
    const oneDay = await calendar(t.app, kim, '?from=2026-11-27&to=2026-11-27');
    expect(brief(oneDay.json())).toEqual(['2026-11-27 10 1부 series 지훈']);
  });

  it('skips a closed day: the series day stays, marked with the closure’s name', async () => {
    const { kim } = await kimsWeek();
    expect(brief((await calendar(t.app, kim, '?from=2026-11-30&to=2026-12-06')).json())).toEqual([
      '2026-12-03 15 1시간 series 민지 학원 휴원',
      '2026-12-04 10 1부 series 지훈',
    ]);
  });

  it('records an occurrence from the calendar once, on its day, and shows its status', async () => {
    const { kim, thursdays } = await kimsWeek();
    t.clock.set('2026-11-26T16:10:00+09:00');
    const key = `s${thursdays}@2026-11-26`;
    const recorded = await api.lesson(t.app, kim, '민지', {
      status: '출석',
      date: '2026-11-26',
      occurrence: key,
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().student.lesson).toBe(9);
    const again = await api.lesson(t.app, kim, '민지', {
      status: '출석',
      date: '2026-11-26',
      occurrence: key,
    });
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      { code: 'calendar.already_recorded', message: '이미 기록된 수업입니다.' },
    ]);
    expect(brief((await calendar(t.app, kim, '?from=2026-11-26&to=2026-11-26')).json())).toEqual([
      '2026-11-26 15 1시간 series 민지 출석',
    ]);
    expect((await api.detail(t.app, kim, '민지')).json().lesson).toBe(9);
  });

  it('refuses a key of another student, a day without that lesson, and a closed day', async () => {
    const { kim, thursdays, fridays } = await kimsWeek();
    await minjiCameOnThursday(kim, thursdays);
    const cases: [string, object, number, string][] = [
      [
        '지훈',
        { status: '출석', date: '2026-11-26', occurrence: `s${thursdays}@2026-11-26` },
        409,
        'calendar.occurrence_student_mismatch',
      ],
      [
        '지훈',
        { status: '출석', date: '2026-11-25', occurrence: `s${fridays}@2026-11-25` },
        404,
        'calendar.occurrence_not_found',
      ],
      [
        '지훈',
        { status: '사전취소', date: '2026-11-27', occurrence: `s${fridays}@2026-11-20` },
        404,
        'calendar.occurrence_not_found',
      ],
      [
        '민지',
        { status: '사전취소', date: '2026-12-03', occurrence: `s${thursdays}@2026-12-03` },
        409,
        'calendar.closed_occurrence',
      ],
      [
        '지훈',
        { status: '출석', date: '2026-11-26', occurrence: 'o999' },
        404,
        'calendar.occurrence_not_found',
      ],
      ['지훈', { status: '출석', date: '2026-11-26', occurrence: 'x1' }, 400, 'calendar.occurrence_invalid'],
    ];
    for (const [name, body, status, code] of cases) {
      const response = await api.lesson(t.app, kim, name, body);
      expect([body, response.statusCode, response.json().error.code]).toEqual([body, status, code]);
    }
    expect((await api.detail(t.app, kim, '지훈')).json().lesson).toBe(10);
  });

  it('links a record from the student page to that day’s lesson of the student', async () => {
    const { kim, fridays } = await kimsWeek();
    t.clock.set('2026-11-27T11:00:00+09:00');
    expect((await api.lesson(t.app, kim, '지훈', { status: '지각' })).statusCode).toBe(200);
    expect(brief((await calendar(t.app, kim, '?from=2026-11-27&to=2026-11-27')).json())).toEqual([
      '2026-11-27 10 1부 series 지훈 지각',
    ]);
    const expected = await call(t.app, kim, 'GET', '/api/lessons/expected');
    expect(expected.json().items).toEqual([
      expect.objectContaining({
        name: '지훈',
        recorded: true,
        key: `s${fridays}@2026-11-27`,
        kind: 'series',
      }),
    ]);
  });

  it('moves one week’s lesson to another day, freeing its own', async () => {
    const { kim, jihun, fridays } = await kimsWeek();
    await jihunLateOnFriday(kim);
    const moved = await moveFriday(kim, fridays);
    expect(moved.statusCode).toBe(201);
    expect(moved.json()).toMatchObject({
      kind: 'moved',
      name: '지훈',
      studentId: jihun,
      movedFrom: '2026-12-04',
    });
    expect(brief((await calendar(t.app, kim, '?from=2026-12-04&to=2026-12-11')).json())).toEqual([
      '2026-12-05 11 1시간 moved 지훈',
      '2026-12-10 15 1시간 series 민지',
      '2026-12-11 10 1부 series 지훈',
    ]);
    const twice = await moveFriday(kim, fridays, '2026-12-06');
    // The day is no longer the series' own: there is nothing left to move.
    expect([twice.statusCode, twice.json().error.code]).toEqual([404, 'calendar.occurrence_not_found']);
    const recorded = await moveLesson(t.app, kim, fridays, '2026-11-27', {
      date: '2026-11-28',
      time: 11,
      type: '1시간',
    });
    expect([recorded.statusCode, recorded.json().error.code]).toEqual([
      409,
      'calendar.recorded_cannot_change',
    ]);
  });

  it('lets a one-off take a moved lesson’s free half, and refuses every overlap', async () => {
    const { kim, lee, fridays } = await kimsWeek();
    expect((await moveFriday(kim, fridays)).statusCode).toBe(201);
    // 12/4 10시 1부 was moved away: a 체험 fits there now.
    const trial = await trialOnFriday(kim);
    expect(trial.statusCode).toBe(201);
    const overlaps: object[] = [
      { date: '2026-12-11', time: 10, type: '1부', kind: 'trial', name: '겹침' },
      { date: '2026-12-11', time: 10, type: '1시간', kind: 'trial', name: '겹침' },
      { date: '2026-12-04', time: 10, type: '2부', kind: 'trial', name: '겹침' },
      { date: '2026-12-05', time: 11, type: '2부', kind: 'trial', name: '겹침' },
    ];
    for (const body of overlaps) {
      const response = await addOneOff(t.app, kim, body as Record<string, unknown>);
      expect([body, response.statusCode, response.json().error]).toEqual([
        body,
        409,
        { code: 'timetable.taken', message: '이미 등록된 시간입니다.' },
      ]);
    }
    // The 2부 of 12/11 10시 is free beside the series' 1부.
    expect(
      (
        await addOneOff(t.app, kim, {
          date: '2026-12-11',
          time: 10,
          type: '2부',
          kind: 'trial',
          name: '옆자리',
        })
      ).statusCode,
    ).toBe(201);
    // A series that would meet a one-off on any of its days is refused too.
    const series = await addLesson(t.app, kim, {
      day: '토',
      time: 11,
      type: '1부',
      name: '새 학생',
      from: '2026-11-30',
    });
    expect([series.statusCode, series.json().error.code]).toEqual([409, 'timetable.taken']);
    // Another teacher's week is theirs.
    expect(
      (
        await addOneOff(t.app, lee, {
          date: '2026-12-11',
          time: 10,
          type: '1시간',
          kind: 'trial',
          name: '다른 반',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses a one-off on a closed day, too far away, or without what its kind needs', async () => {
    const { kim } = await kimsWeek();
    t.clock.set('2026-11-27T11:00:00+09:00');
    const cases: [object, number, string, string][] = [
      [
        { date: '2026-12-03', time: 9, type: '1부', kind: 'trial', name: '가' },
        409,
        'calendar.closed_day',
        '휴원일에는 수업을 넣을 수 없습니다.',
      ],
      [
        { date: '2027-11-29', time: 9, type: '1부', kind: 'trial', name: '가' },
        400,
        'calendar.date_out_of_window',
        '60일 전부터 1년 뒤까지의 날짜만 선택할 수 있습니다.',
      ],
      [
        { date: '2026-12-08', time: 9, type: '1부', kind: 'trial' },
        400,
        'calendar.name_required',
        '체험 수업은 학생 이름을 입력해 주세요.',
      ],
      [
        { date: '2026-12-08', time: 9, type: '1부', kind: 'makeup', name: '가' },
        400,
        'calendar.makeup_needs_student',
        '보강은 등록된 학생을 선택해 주세요.',
      ],
      [
        { date: '2026-12-08', time: 9, type: '1부', kind: 'moved' },
        400,
        'calendar.moved_needs_source',
        '옮길 수업을 선택해 주세요.',
      ],
      [
        { date: '2026-12-08', time: 9, type: '1부', kind: 'lesson', name: '가' },
        400,
        'calendar.invalid_kind',
        '수업 종류는 보강, 체험, 이동 중에서 선택해 주세요.',
      ],
      [
        { date: '2026-12-08', time: 9, type: '1부', kind: 'makeup', studentId: 999_999 },
        404,
        'timetable.student_not_found',
        '선생님의 학생 중에서 찾을 수 없습니다.',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await addOneOff(t.app, kim, body as Record<string, unknown>);
      expect([body, response.statusCode, response.json().error]).toEqual([body, status, { code, message }]);
    }
    expect(
      (await addOneOff(t.app, null, { date: '2026-12-08', time: 9, type: '1부', kind: 'trial', name: '가' }))
        .statusCode,
    ).toBe(401);
  });

  it('changes a series from a date and leaves the weeks before it as they were', async () => {
    const { kim, lee, thursdays, fridays } = await kimsWeek();
    await minjiCameOnThursday(kim, thursdays);
    const changed = await call(t.app, kim, 'PATCH', `/api/calendar/series/${thursdays}`, {
      from: '2026-12-10',
      day: '화',
      time: 16,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      day: '화',
      time: 16,
      type: '1시간',
      name: '민지',
      from: '2026-12-10',
      until: null,
    });
    expect(
      brief((await calendar(t.app, kim, '?from=2026-11-23&to=2026-12-20')).json()).filter((line) =>
        line.includes('민지'),
      ),
    ).toEqual([
      '2026-11-26 15 1시간 series 민지 출석',
      '2026-12-03 15 1시간 series 민지 학원 휴원',
      '2026-12-15 16 1시간 series 민지',
    ]);
    const other = await call(t.app, lee, 'PATCH', `/api/calendar/series/${fridays}`, {
      from: '2026-12-10',
      time: 12,
    });
    expect([other.statusCode, other.json().error.code]).toEqual([404, 'calendar.series_not_found']);
  });

  it('ends a series from a date, and deletes a one-off that is not recorded', async () => {
    const { kim, fridays } = await kimsWeek();
    await jihunLateOnFriday(kim);
    expect((await moveFriday(kim, fridays)).statusCode).toBe(201);
    expect((await trialOnFriday(kim)).statusCode).toBe(201);
    const ended = await call(t.app, kim, 'DELETE', `/api/calendar/series/${fridays}?from=2026-12-11`);
    expect(ended.json()).toEqual({ outcome: 'ended' });
    const fridaysLeft = brief((await calendar(t.app, kim, '?from=2026-11-23&to=2026-12-31')).json()).filter(
      (line) => line.includes('지훈'),
    );
    expect(fridaysLeft).toEqual(['2026-11-27 10 1부 series 지훈 지각', '2026-12-05 11 1시간 moved 지훈']);
    const trial = (await calendar(t.app, kim, '?from=2026-12-04&to=2026-12-04')).json()[0] as Item & {
      oneOffId: number;
    };
    const removed = await call(t.app, kim, 'DELETE', `/api/calendar/one-offs/${trial.oneOffId}`);
    expect(removed.json()).toEqual({ id: trial.oneOffId });
    const gone = await call(t.app, kim, 'DELETE', `/api/calendar/one-offs/${trial.oneOffId}`);
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'calendar.one_off_not_found']);
  });

  it('audits every change of the calendar with who made it', async () => {
    const { kim, thursdays, fridays } = await kimsWeek();
    const changed = await call(t.app, kim, 'PATCH', `/api/calendar/series/${thursdays}`, {
      from: '2026-12-10',
      day: '화',
      time: 16,
    });
    expect(changed.statusCode).toBe(200);
    const ended = await call(t.app, kim, 'DELETE', `/api/calendar/series/${fridays}?from=2026-12-11`);
    expect(ended.statusCode).toBe(200);
    const trial = await addOneOff(t.app, kim, {
      date: '2026-12-08',
      time: 9,
      type: '1시간',
      kind: 'trial',
      name: '체험생',
    });
    expect(trial.statusCode).toBe(201);
    const trialItem = (await calendar(t.app, kim, '?from=2026-12-08&to=2026-12-08')).json()[0] as {
      oneOffId: number;
    };
    const removed = await call(t.app, kim, 'DELETE', `/api/calendar/one-offs/${trialItem.oneOffId}`);
    expect(removed.statusCode).toBe(200);
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json().items as {
      action: string;
      actorId: string;
    }[];
    const actions = audit.filter((entry) => entry.actorId === kim.id).map((entry) => entry.action);
    for (const action of [
      'calendar.series.change',
      'calendar.series.end',
      'calendar.one_off.create',
      'calendar.one_off.delete',
    ]) {
      expect(actions).toContain(action);
    }
  });
});
