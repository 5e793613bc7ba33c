/**
 * The portal as a family meets it: its students' remaining and owed lessons, the next four
 * weeks' lessons with closures, credits, the history and a receipt without staff notes; and
 * 결석 신청 — in time a 사전취소 with its credit, late a request the teacher decides, twice
 * one record, raced. On both databases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { latestAuditEntry } from '../../testing/audit-entries.ts';
import { countWhere } from '../../testing/count-rows.ts';
import { asFamily, signInFamily, studentWithFamily } from '../../testing/family.ts';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { type SignedIn, signIn, signInAgain } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call, ledgerMismatches, remainingOf, setOwedLimit } from '../../testing/students.ts';

// Wednesday 25 November 2026, 10:00 in Seoul.
const NOW = '2026-11-25T10:00:00+09:00';

describe('the families’ portal', () => {
  const t = appForTests({ now: NOW });
  const owner = signedInForTests(t, 'owner');
  beforeAll(async () => {
    const closed = await call(t.app, owner, 'POST', '/api/closures', {
      from: '2026-12-10',
      to: '2026-12-10',
      name: '연말 점검',
    });
    if (closed.statusCode !== 201) throw new Error(closed.body);
  });

  /**
   * At NOW, a teacher of the test's own with 민지, who paid 4 lessons by card and comes on
   * Thursdays 15:00 and Fridays 10:00 1부, and her family signed in on the teacher's link.
   */
  async function minjisFamily() {
    t.clock.set(NOW);
    const kim = await signIn(t.app, 'teacher');
    const {
      id: minji,
      series,
      family,
    } = await studentWithFamily(t.app, kim, { name: '민지', lesson: 0 }, [
      ['목', 15, '1시간'],
      ['금', 10, '1부'],
    ]);
    const paid = await api.charge(t.app, kim, '민지', { pay: 200000, lesson: 4, method: '카드' });
    if (paid.statusCode !== 200) throw new Error(paid.body);
    const [thursdays, fridays] = series as [number, number];
    const me = async () => {
      const response = await asFamily(t.app, family, 'GET', '/api/family/me');
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json().students[0];
    };
    const absent = (date: string, extra: object = {}) =>
      asFamily(t.app, family, 'POST', '/api/family/absences', { studentId: minji, date, ...extra });
    /** A late request, accepted by the teacher as 당일취소. */
    const acceptedLate = async (date: string) => {
      const { absence } = (await absent(date)).json();
      const accepted = await call(t.app, kim, 'POST', `/api/member/민지/family/absences/${absence.id}`, {
        accept: true,
      });
      if (accepted.statusCode !== 200) throw new Error(accepted.body);
    };
    return { kim, minji, thursdays, fridays, family, me, absent, acceptedLate };
  }

  it('shows the remaining count, the next four weeks with the closure, and no credits yet', async () => {
    const { minji, thursdays, fridays, family, me } = await minjisFamily();
    const whole = (await asFamily(t.app, family, 'GET', '/api/family/me')).json();
    // The notice rule of 수업 규칙, which the portal says beside 결석 신청.
    expect(whole.noticeHours).toBe(48);
    const student = await me();
    expect(student).toMatchObject({ id: minji, name: '민지', remaining: 4, owed: 0, credits: [] });
    expect(student.teacherName).toMatch(/^테스트/);
    expect(student.upcoming.slice(0, 3)).toEqual([
      {
        date: '2026-11-26',
        time: 15,
        type: '1시간',
        kind: 'series',
        key: `s${thursdays}@2026-11-26`,
        closed: null,
        status: null,
        absence: null,
      },
      {
        date: '2026-11-27',
        time: 10,
        type: '1부',
        kind: 'series',
        key: `s${fridays}@2026-11-27`,
        closed: null,
        status: null,
        absence: null,
      },
      {
        date: '2026-12-03',
        time: 15,
        type: '1시간',
        kind: 'series',
        key: `s${thursdays}@2026-12-03`,
        closed: null,
        status: null,
        absence: null,
      },
    ]);
    expect(student.upcoming.find((lesson: { date: string }) => lesson.date === '2026-12-10').closed).toBe(
      '연말 점검',
    );
    expect(student.upcoming.at(-1).date).toBe('2026-12-18');
  });

  it('lists a lesson of today only until it begins, in Seoul time', async () => {
    const { me } = await minjisFamily();
    const firstDates = async (at: string) => {
      t.clock.set(at);
      return (await me()).upcoming.slice(0, 2).map((lesson: { date: string }) => lesson.date);
    };
    try {
      // Thursday's lesson is at 15:00, Friday's 1부 at 10:00.
      expect(await firstDates('2026-11-26T14:59:59+09:00')).toEqual(['2026-11-26', '2026-11-27']);
      expect(await firstDates('2026-11-26T15:00:00+09:00')).toEqual(['2026-11-27', '2026-12-03']);
      expect(await firstDates('2026-11-26T16:30:00+09:00')).toEqual(['2026-11-27', '2026-12-03']);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('records an absence told in time as 사전취소 with a credit, by the family, audited', async () => {
    const { kim, me, absent } = await minjisFamily();
    const response = await absent('2026-11-27', { reason: '학교 행사' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: '11월 27일 (금) 레슨을 사전취소로 기록했습니다. 차감하지 않았습니다. 보강권 1장이 생겼습니다.',
      credit: true,
      absence: { lessonDay: '2026-11-27', state: 'recorded', reason: '학교 행사' },
    });
    const student = await me();
    expect(student.remaining).toBe(4);
    expect(student.credits).toMatchObject([
      { reason: '사전취소', lessonDay: '2026-11-27', expiresOn: '2026-12-27', state: 'valid' },
    ]);
    expect(student.upcoming[1]).toMatchObject({
      date: '2026-11-27',
      status: '사전취소',
      absence: 'recorded',
    });
    const lessons = (await api.lessons(t.app, kim, '민지')).json();
    expect(lessons[0]).toMatchObject({ lessonDay: '2026-11-27', status: '사전취소', recordedByName: '가족' });
    const audit = await latestAuditEntry(t.db, { target: '민지' });
    expect(audit).toMatchObject({ actor_name: '민지 가족', action: 'lesson.create' });
  });

  it('answers a second request for the same lesson with the first', async () => {
    const { minji, absent } = await minjisFamily();
    expect((await absent('2026-11-27')).json().absence.state).toBe('recorded');
    const again = await absent('2026-11-27');
    expect(again.json()).toMatchObject({
      message: '이 레슨의 결석은 이미 알렸습니다.',
      credit: false,
      absence: { state: 'recorded' },
    });
    expect(
      await t.db.selectFrom('family_absences').select('id').where('student_id', '=', minji).execute(),
    ).toHaveLength(1);
  });

  it('keeps a late absence as a request the teacher accepts as 당일취소', async () => {
    const { kim, thursdays, family, me, absent } = await minjisFamily();
    const late = await absent('2026-11-26');
    expect(late.json()).toMatchObject({
      message:
        '11월 26일 (목) 레슨 결석을 선생님께 알렸습니다. 레슨 48시간 전이 지나 선생님이 확인한 뒤 처리합니다.',
      credit: false,
      absence: { state: 'requested' },
    });
    const { absences } = (await call(t.app, kim, 'GET', '/api/member/민지/family')).json();
    expect(absences[0]).toMatchObject({ lessonDay: '2026-11-26', state: 'requested' });
    // /managemember lists it above the students for its teacher and the owner, nobody else.
    const waiting = [
      {
        id: absences[0].id,
        lessonDay: '2026-11-26',
        lessonStart: absences[0].lessonStart,
        occurrence: `s${thursdays}@2026-11-26`,
        reason: null,
        requestedAt: '2026-11-25T01:00:00.000Z',
        studentName: '민지',
        teacherId: kim.id,
      },
    ];
    const requests = (who: SignedIn, query = '') =>
      call(t.app, who, 'GET', `/api/member/absence-requests${query}`);
    expect((await requests(kim)).json()).toEqual(waiting);
    const ofKim = (list: { teacherId: string }[]) => list.filter((item) => item.teacherId === kim.id);
    expect(ofKim((await requests(owner)).json())).toEqual(waiting);
    expect((await requests(owner, `?teacherId=${kim.id}`)).json()).toEqual(waiting);
    expect((await requests(owner, `?teacherId=${owner.id}`)).json()).toEqual([]);
    const lee = await signIn(t.app, 'teacher');
    expect((await requests(lee)).json()).toEqual([]);
    expect((await requests(lee, `?teacherId=${kim.id}`)).statusCode).toBe(403);
    expect((await asFamily(t.app, family, 'GET', '/api/member/absence-requests')).statusCode).toBe(401);
    const accepted = await call(t.app, kim, 'POST', `/api/member/민지/family/absences/${absences[0].id}`, {
      accept: true,
    });
    expect(accepted.json()).toEqual({ message: '민지님 결석 신청을 당일취소로 기록했습니다.' });
    const twice = await call(t.app, kim, 'POST', `/api/member/민지/family/absences/${absences[0].id}`, {
      accept: false,
    });
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'family.absence_decided']);
    expect((await requests(kim)).json()).toEqual([]);
    expect(ofKim((await requests(owner)).json())).toEqual([]);
    const student = await me();
    expect(student.remaining).toBe(3);
    expect(student.upcoming[0]).toMatchObject({
      date: '2026-11-26',
      status: '당일취소',
      absence: 'accepted',
    });
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('lets the teacher dismiss a late request, and refuses past, far and lesson-less days', async () => {
    const { kim, me, absent } = await minjisFamily();
    t.clock.set('2026-12-02T10:00:00+09:00');
    const late = (await absent('2026-12-03')).json().absence;
    const dismissed = await call(t.app, kim, 'POST', `/api/member/민지/family/absences/${late.id}`, {
      accept: false,
    });
    expect(dismissed.json()).toEqual({ message: '민지님 결석 신청을 처리하지 않고 닫았습니다.' });
    expect((await me()).remaining).toBe(4);
    const past = await absent('2026-12-01');
    expect([past.statusCode, past.json().error.code]).toEqual([404, 'family.absence_no_lesson']);
    const tuesday = await absent('2026-12-08');
    expect(tuesday.json().error.code).toBe('family.absence_no_lesson');
    const closed = await absent('2026-12-10');
    expect(closed.json().error.code).toBe('family.absence_no_lesson');
    const far = await absent('2027-02-04');
    expect([far.statusCode, far.json().error.code]).toEqual([400, 'family.absence_too_far']);
    t.clock.set('2026-12-17T15:30:00+09:00');
    const started = await absent('2026-12-17');
    expect([started.statusCode, started.json().error.code]).toEqual([409, 'family.absence_past']);
    t.clock.set(NOW);
  });

  it('records one absence of ten simultaneous requests for one lesson', async () => {
    const { minji, absent } = await minjisFamily();
    t.clock.set('2026-12-01T10:00:00+09:00');
    const responses = await raceEachBehindRow(t, { table: 'students', id: minji }, 10, () =>
      absent('2026-12-04'),
    );
    t.clock.set(NOW);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.json().message.includes('이미 알렸습니다'))).toHaveLength(
      9,
    );
    expect(await countWhere(t.db, 'lessons_given', { lesson_day: '2026-12-04', student_id: minji })).toBe(1);
    expect(await countWhere(t.db, 'family_absences', { lesson_day: '2026-12-04', student_id: minji })).toBe(
      1,
    );
  });

  it('lists lessons and payments, and prints a receipt without the staff’s notes', async () => {
    const { minji, family, absent, acceptedLate } = await minjisFamily();
    // In time: two 사전취소. Late: a request the teacher accepts as 당일취소.
    expect((await absent('2026-11-27')).json().absence.state).toBe('recorded');
    expect((await absent('2026-12-04')).json().absence.state).toBe('recorded');
    await acceptedLate('2026-11-26');
    const history = (await asFamily(t.app, family, 'GET', `/api/family/history?studentId=${minji}`)).json();
    expect(history.lessons.map((lesson: { status: string }) => lesson.status)).toEqual([
      '사전취소',
      '사전취소',
      '당일취소',
    ]);
    expect(history.payments).toHaveLength(1);
    expect(history.payments[0]).toMatchObject({ pay: 200000, lesson: 4, method: '카드' });
    expect(history.payments[0]).not.toHaveProperty('voidReason');
    const receipt = await asFamily(t.app, family, 'GET', `/api/family/receipts/${history.payments[0].id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ studentName: '민지', payment: { pay: 200000 } });
    expect(receipt.json().payment).not.toHaveProperty('voidReason');
  });

  it('shows lessons owed once the remaining count is below zero', async () => {
    const { kim, me } = await minjisFamily();
    await setOwedLimit(t.app, owner, 2);
    // Four paid lessons, and a fifth owed.
    for (let i = 0; i < 5; i += 1)
      await api.lesson(t.app, kim, '민지', { status: '출석', date: '2026-11-20' });
    expect(await me()).toMatchObject({ remaining: 0, owed: 1 });
  });

  it('accepts a late absence only within the record window, 60 days back, and still closes it later', async () => {
    const { kim, minji } = await minjisFamily();
    // Sessions do not last two months: the teacher signs in again then, on a session of its own.
    let teacher = kim;
    const decide = (id: number, accept: boolean) =>
      call(t.app, teacher, 'POST', `/api/member/민지/family/absences/${id}`, { accept });
    const remaining = () => remainingOf(t.db, minji);
    const recordsOf = (day: string) =>
      t.db
        .selectFrom('lessons_given')
        .select('status')
        .where('lesson_day', '=', day)
        .where('student_id', '=', minji)
        .execute();
    try {
      // Friday 11 December's lesson is at 10:00; told the day before, it is late.
      t.clock.set('2026-12-10T10:00:00+09:00');
      const phone = await signInFamily(t.app, kim, '민지');
      const body = { studentId: minji, date: '2026-12-11' };
      const early = (await asFamily(t.app, phone, 'POST', '/api/family/absences', body)).json().absence;
      const other = { studentId: minji, date: '2026-12-18' };
      t.clock.set('2026-12-17T10:00:00+09:00');
      const later = (await asFamily(t.app, phone, 'POST', '/api/family/absences', other)).json().absence;
      expect([early.state, later.state]).toEqual(['requested', 'requested']);
      const before = await remaining();

      // 61 days after the lesson: beyond the window a record could never be corrected in.
      t.clock.set('2027-02-10T09:00:00+09:00');
      teacher = await signInAgain(t.app, kim);
      const refused = await decide(early.id, true);
      expect([refused.statusCode, refused.json().error]).toEqual([
        409,
        {
          code: 'family.absence_too_old',
          message:
            '60일보다 지난 레슨이라 기록할 수 없습니다 (기록은 60일 전 레슨까지). 닫기로 정리해 주세요.',
        },
      ]);
      expect(await recordsOf('2026-12-11')).toEqual([]);
      expect(await remaining()).toBe(before);
      expect((await decide(early.id, false)).statusCode).toBe(200);

      // 60 days after its lesson a request is still accepted, like any record of that day.
      t.clock.set('2027-02-16T09:00:00+09:00');
      teacher = await signInAgain(t.app, kim);
      expect((await decide(later.id, true)).json()).toEqual({
        message: '민지님 결석 신청을 당일취소로 기록했습니다.',
      });
      expect(await recordsOf('2026-12-18')).toEqual([{ status: '당일취소' }]);
      expect(await remaining()).toBe(before - 1);
      expect(await ledgerMismatches(t.app)).toEqual([]);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('signs out this phone only', async () => {
    const { kim, family } = await minjisFamily();
    const other = await signInFamily(t.app, kim, '민지');
    const out = await asFamily(t.app, family, 'POST', '/api/family/logout');
    expect(out.json()).toEqual({ message: '로그아웃했습니다.' });
    expect((await asFamily(t.app, family, 'GET', '/api/family/me')).statusCode).toBe(401);
    expect((await asFamily(t.app, other, 'GET', '/api/family/me')).statusCode).toBe(200);
  });
});
