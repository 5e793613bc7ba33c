/**
 * The 보강 places a family is offered keep to the studio's days and the teacher's hours, an
 * exception for a date winning over the teacher's week; a booking outside them is refused
 * however it is sent. A family's 보강 and 결석 신청 reach the teacher: a notice on the student
 * page, and a message to a teacher who asked for one. On both databases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call, setLessonRules } from '../../testing/students.ts';
import { addLesson } from '../../testing/timetable.ts';

// Wednesday 25 November 2026, 10:00 in Seoul.
const NOW = '2026-11-25T10:00:00+09:00';

/** 월–토 10시–20시; 일요일 쉼. */
const STUDIO = ['월', '화', '수', '목', '금', '토'].map((day) => ({ day, from: '10:00', to: '20:00' }));

const KIM_HOURS = {
  weekly: [
    { day: '월', from: '13:00', to: '18:00' },
    { day: '수', from: '10:00', to: '20:00' },
    { day: '목', from: '14:00', to: '16:30' },
    { day: '금', from: '10:00', to: '20:00' },
    { day: '토', from: '10:00', to: '13:00' },
    { day: '일', from: '10:00', to: '20:00' },
  ],
  exceptions: [
    { date: '2026-11-30', from: '18:00', to: '20:00' },
    { date: '2026-12-02', off: true },
    { date: '2026-12-05', from: '08:00', to: '11:00' },
  ],
};

interface Cell {
  date: string;
  time: number;
  types: string[];
}

describe('보강 places and working hours', () => {
  const t = appForTests({ now: NOW });
  const owner = signedInForTests(t, 'owner');
  beforeAll(async () => {
    await setLessonRules(t.app, owner, { familyBooking: true });
    const saved = await call(t.app, owner, 'PUT', '/api/hours', { weekly: STUDIO });
    if (saved.statusCode !== 200) throw new Error(saved.body);
  });

  /**
   * A teacher of their own with one student on Fridays at 10시, `credits` 보강권 granted by
   * 강사사정 (never capped), and the student's family signed in.
   */
  async function teacherWithStudent(name: string, credits: number, hours?: object) {
    const teacher = await signIn(t.app, 'teacher');
    if (hours) {
      const saved = await call(t.app, teacher, 'PUT', `/api/accounts/${teacher.id}/hours`, hours);
      if (saved.statusCode !== 200) throw new Error(saved.body);
    }
    const studentId = (await api.add(t.app, teacher, { name, lesson: 8 })).json().student.id as number;
    const series = (
      await addLesson(t.app, teacher, { day: '금', time: 10, type: '1시간', name, studentId })
    ).json().seriesId;
    for (const date of ['2026-11-27', '2026-12-04', '2026-12-11'].slice(0, credits)) {
      const granted = await api.lesson(t.app, teacher, name, {
        status: '강사사정',
        date,
        occurrence: `s${series}@${date}`,
      });
      if (granted.statusCode !== 200) throw new Error(granted.body);
    }
    const family = await signInFamily(t.app, teacher, name);
    const slots = async () =>
      (await asFamily(t.app, family, 'GET', `/api/family/makeup-slots?studentId=${studentId}`)).json()
        .cells as Cell[];
    const book = (place: object) =>
      asFamily(t.app, family, 'POST', '/api/family/makeup', { studentId, ...place });
    return { teacher, studentId, series, family, slots, book };
  }

  const full = ['1시간', '1부', '2부'];
  const ofDay = (cells: Cell[], date: string) => cells.filter((cell) => cell.date === date);
  const fullHours = (date: string, times: number[]) => times.map((time) => ({ date, time, types: full }));

  it('offers only what lies inside the studio’s and the teacher’s hours, an exception winning', async () => {
    const { slots } = await teacherWithStudent('민지', 1, KIM_HOURS);
    const cells = await slots();
    const perDay = Object.fromEntries(
      [...new Set(cells.map((cell) => cell.date))].map((date) => [date, ofDay(cells, date).length]),
    );
    expect(perDay).toEqual({
      '2026-11-25': 10, // 수 10–20, today from 10:30
      '2026-11-26': 3, // 목 14–16:30
      '2026-11-27': 9, // 금 10–20, 10시 the student's own (recorded 강사사정)
      '2026-11-28': 3, // 토 10–13
      // 일 29: the studio is closed, whatever the teacher's week says
      '2026-11-30': 2, // 월: the exception's 18–20, not the week's 13–18
      // 화 1: not one of the teacher's days; 수 2: the exception's day off
      '2026-12-03': 3,
      '2026-12-04': 9,
      '2026-12-05': 1, // 토: the exception's 8–11 inside the studio's 10–20
      // 일 6 closed; 화 8 not the teacher's
      '2026-12-07': 5, // 월 13–18
    });
    expect(ofDay(cells, '2026-11-25')[0]).toEqual({ date: '2026-11-25', time: 10, types: ['2부'] });
    expect(ofDay(cells, '2026-11-26')).toEqual([
      ...fullHours('2026-11-26', [14, 15]),
      { date: '2026-11-26', time: 16, types: ['1부'] },
    ]);
    expect(ofDay(cells, '2026-11-30')).toEqual(fullHours('2026-11-30', [18, 19]));
    expect(ofDay(cells, '2026-12-05')).toEqual(fullHours('2026-12-05', [10]));
  });

  it('with no hours of their own, a teacher is offered on the studio’s days and hours', async () => {
    const { slots } = await teacherWithStudent('서연', 1);
    const cells = await slots();
    expect(ofDay(cells, '2026-11-29')).toEqual([]);
    expect(ofDay(cells, '2026-12-01')).toEqual(
      fullHours('2026-12-01', [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]),
    );
  });

  it('refuses a booking outside the hours however it is sent, and books one inside', async () => {
    const { book } = await teacherWithStudent('하준', 1, KIM_HOURS);
    const outside = [
      { date: '2026-11-29', time: 11, type: '1시간' }, // Sunday: the studio is closed
      { date: '2026-11-26', time: 16, type: '2부' }, // Thursday ends 16:30
      { date: '2026-11-26', time: 16, type: '1시간' },
      { date: '2026-11-26', time: 9, type: '1시간' },
      { date: '2026-11-30', time: 14, type: '1시간' }, // the week says yes, the exception no
      { date: '2026-12-02', time: 11, type: '1시간' }, // the exception's day off
      { date: '2026-12-01', time: 11, type: '1시간' }, // not the teacher's day
      { date: '2026-12-05', time: 11, type: '1부' }, // the exception ends at 11
      { date: '2026-11-28', time: 21, type: '2부' }, // after the studio closes
    ];
    for (const place of outside) {
      const refused = await book(place);
      expect(refused.statusCode, JSON.stringify(place)).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'family.makeup_outside_hours',
        message:
          '그 시간은 학원 운영 시간이나 선생님 수업 시간이 아닙니다. 보강 예약 목록의 빈 시간 가운데에서 골라 주세요.',
      });
    }
    expect(
      await t.db.selectFrom('lesson_one_offs').select('id').where('name', '=', '하준').execute(),
    ).toEqual([]);
    const booked = await book({ date: '2026-11-26', time: 16, type: '1부' });
    expect(booked.statusCode).toBe(201);
  });

  const noticesOf = async (who: SignedIn) =>
    (await call(t.app, who, 'GET', '/api/member/family-notices')).json() as {
      id: number;
      kind: string;
      text: string;
      studentName: string;
      lessonDay: string;
      teacherId: string;
    }[];
  const toTeacher = (teacherId: string) =>
    t.db
      .selectFrom('message_outbox')
      .innerJoin('students', 'students.id', 'message_outbox.student_id')
      .select([
        'message_outbox.recipient',
        'message_outbox.text',
        'message_outbox.variables',
        'message_outbox.urgent',
      ])
      .where('message_outbox.event', '=', 'family-to-teacher')
      .where('students.teacher_id', '=', teacherId)
      .orderBy('message_outbox.id')
      .execute();

  it('tells the teacher of a family’s 보강: a notice at once, a message only once asked for', async () => {
    const { teacher, book } = await teacherWithStudent('지우', 2);
    expect((await book({ date: '2026-12-01', time: 15, type: '2부' })).statusCode).toBe(201);
    expect(await noticesOf(teacher)).toEqual([
      {
        id: expect.any(Number),
        kind: 'makeup',
        lessonDay: '2026-12-01',
        text: '12월 1일 (화) 오후 3시 30분 2부 보강을 예약했습니다.',
        createdAt: new Date(NOW).toISOString(),
        teacherId: teacher.id,
        studentName: '지우',
      },
    ]);
    expect(await toTeacher(teacher.id)).toEqual([]);

    const optIn = await call(t.app, teacher, 'PUT', `/api/accounts/${teacher.id}/hours`, {
      weekly: null,
      exceptions: [],
      familyMessages: true,
    });
    expect(optIn.json().familyMessages).toBe(true);
    expect((await book({ date: '2026-12-03', time: 11, type: '1시간' })).statusCode).toBe(201);
    const messages = await toTeacher(teacher.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ recipient: '010-0000-0000', urgent: 1 });
    expect(JSON.parse(messages[0]!.variables)).toEqual({
      이름: '지우',
      내용: '12월 3일 (목) 오전 11시 1시간 보강을 예약했습니다.',
    });
    expect((await noticesOf(teacher)).map((notice) => notice.text)).toEqual([
      '12월 3일 (목) 오전 11시 1시간 보강을 예약했습니다.',
      '12월 1일 (화) 오후 3시 30분 2부 보강을 예약했습니다.',
    ]);
    // The owner sees every teacher's notices.
    expect((await noticesOf(owner)).filter((notice) => notice.teacherId === teacher.id)).toHaveLength(2);
  });

  it('keeps notices to their teacher: another teacher neither sees nor closes them', async () => {
    const { teacher, book } = await teacherWithStudent('도윤', 1);
    const other = await signIn(t.app, 'teacher');
    expect((await book({ date: '2026-12-01', time: 11, type: '1시간' })).statusCode).toBe(201);
    const [notice] = await noticesOf(teacher);
    expect(await noticesOf(other)).toEqual([]);
    const foreign = await call(t.app, other, 'POST', '/api/member/family-notices/seen', {
      ids: [notice!.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('family.notice_not_found');
    expect((await call(t.app, null, 'GET', '/api/member/family-notices')).statusCode).toBe(401);
    expect(
      (await call(t.app, other, 'GET', `/api/member/family-notices?teacherId=${teacher.id}`)).statusCode,
    ).toBe(403);

    const seen = await call(t.app, teacher, 'POST', '/api/member/family-notices/seen', { ids: [notice!.id] });
    expect(seen.json()).toEqual({ seen: 1, message: '가족 알림 1건을 확인했습니다.' });
    expect(await noticesOf(teacher)).toEqual([]);
    const again = await call(t.app, teacher, 'POST', '/api/member/family-notices/seen', {
      ids: [notice!.id],
    });
    expect(again.statusCode).toBe(404);
    for (const ids of [[], [0], ['1'], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const bad = await call(t.app, teacher, 'POST', '/api/member/family-notices/seen', { ids });
      expect(bad.statusCode, JSON.stringify(ids).slice(0, 20)).toBe(400);
    }
  });

  it('tells the teacher of a 결석 신청: recorded in time, a notice; too late, a message only', async () => {
    const { teacher, studentId, family } = await teacherWithStudent('시우', 0, {
      weekly: null,
      exceptions: [],
      familyMessages: true,
    });
    // 12월 4일 (금) 10시 is 216 hours away: recorded as 사전취소 at once.
    const inTime = await asFamily(t.app, family, 'POST', '/api/family/absences', {
      studentId,
      date: '2026-12-04',
    });
    expect(inTime.json().absence.state).toBe('recorded');
    expect((await noticesOf(teacher)).map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: 'absence', text: '12월 4일 (금) 레슨 결석을 알렸습니다. 사전취소로 기록했습니다.' },
    ]);

    // 11월 27일 (금) 10시 is 48 hours away less a minute: a late request, which the page lists itself.
    t.clock.set('2026-11-25T10:01:00+09:00');
    try {
      const late = await asFamily(t.app, family, 'POST', '/api/family/absences', {
        studentId,
        date: '2026-11-27',
      });
      expect(late.json().absence.state).toBe('requested');
    } finally {
      t.clock.set(NOW);
    }
    expect(await noticesOf(teacher)).toHaveLength(1);
    expect((await toTeacher(teacher.id)).map((message) => JSON.parse(message.variables).내용)).toEqual([
      '12월 4일 (금) 레슨 결석을 알렸습니다. 사전취소로 기록했습니다.',
      '11월 27일 (금) 레슨 결석을 알렸습니다. 알림 기한이 지나 선생님의 확인을 기다립니다.',
    ]);
  });
});
