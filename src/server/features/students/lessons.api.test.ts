/** Recording and undoing lessons, and the day's list, with the server's clock in UTC. */
import { describe, expect, it } from 'vitest';
import {
  api,
  ledgerRows,
  studioForEachTest,
  teacherWith,
  teacherWithStudent,
  underOwedLimit,
} from '../../testing/students.ts';

describe('lessons', () => {
  const studio = studioForEachTest('2026-11-21T10:00:00+09:00');

  /** The student's ledger rows, oldest first: reason and change. */
  const ledger = async (studentId: number) =>
    (await ledgerRows(studio.t.app, studentId)).map((row) => [row.reason, Number(row.change)]);

  it('records 출석 by default: −1, the spec message, a lesson row and a ledger row', async () => {
    const { t } = studio;
    const { teacher: kim, id: minji } = await teacherWithStudent(t.app, { name: '민지', lesson: 2 });
    const response = await api.lesson(t.app, kim, '민지');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('민지님 출석을 기록했습니다. 1회 차감했습니다. 남은 레슨 1회.');
    expect(body.student.lesson).toBe(1);
    expect(body.lessonRecord).toMatchObject({
      name: '민지',
      lessonDay: '2026-11-21',
      status: '출석',
      charged: true,
      recordedBy: kim.id,
    });
    expect(await ledger(minji)).toEqual([
      ['opening', 2],
      ['lesson', -1],
    ]);
  });

  it('charges 지각 and 당일취소, and not 사전취소 or 강사사정', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '민지', lesson: 1 });
    await api.charge(t.app, kim, '민지', { pay: 200_000, lesson: 10 });
    const remaining: number[] = [];
    for (const status of ['지각', '당일취소', '사전취소', '강사사정']) {
      const response = await api.lesson(t.app, kim, '민지', { status });
      expect(response.statusCode).toBe(200);
      remaining.push(response.json().student.lesson);
    }
    expect(remaining).toEqual([10, 9, 9, 9]);
    const bad = await api.lesson(t.app, kim, '민지', { status: '결석' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('students.status_invalid');
  });

  it('refuses a charged lesson at 0 remaining with a message that leads to payment, but notes an uncharged one', async () => {
    const { t, owner } = studio;
    const { teacher: kim, id: seoyeon } = await teacherWithStudent(t.app, { name: '서연', lesson: 1 });
    // A studio that allows nothing owed (수업 규칙: 0) keeps the first rule.
    await underOwedLimit(t.app, owner, 0, async () => {
      expect((await api.lesson(t.app, kim, '서연')).json().student.lesson).toBe(0);
      const refused = await api.lesson(t.app, kim, '서연');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'students.no_lessons_left',
        message: '남은 레슨이 없습니다. 결제를 먼저 등록해 주세요.',
      });
      const noted = await api.lesson(t.app, kim, '서연', { status: '강사사정' });
      expect(noted.statusCode).toBe(200);
      expect(noted.json().message).toBe(
        '서연님 강사사정으로 기록했습니다. 차감하지 않았습니다. 남은 레슨 0회. 보강권 1장이 생겼으니 보강을 잡아 주세요.',
      );
      expect(noted.json().student.lesson).toBe(0);
      // Kept as stored, not only as answered.
      const stored = await t.db
        .selectFrom('students')
        .select('remaining')
        .where('id', '=', seoyeon)
        .execute();
      expect(stored.map((row) => Number(row.remaining))).toEqual([0]);
    });
  });

  it('cancel undoes the latest lesson of today and gives its charge back, then the one before', async () => {
    const { t } = studio;
    const { teacher: kim, id: seoyeon } = await teacherWithStudent(t.app, { name: '서연', lesson: 1 });
    expect((await api.lesson(t.app, kim, '서연')).statusCode).toBe(200);
    expect((await api.lesson(t.app, kim, '서연', { status: '강사사정' })).statusCode).toBe(200);
    const first = await api.cancel(t.app, kim, '서연');
    expect(first.statusCode).toBe(200);
    expect(first.json().lessonRecord.status).toBe('강사사정');
    expect(first.json().student.lesson).toBe(0);
    const second = await api.cancel(t.app, kim, '서연');
    expect(second.json().lessonRecord.status).toBe('출석');
    expect(second.json().student.lesson).toBe(1);
    const none = await api.cancel(t.app, kim, '서연');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('students.nothing_to_cancel');
    expect(await ledger(seoyeon)).toEqual([
      ['opening', 1],
      ['lesson', -1],
      ['cancel', 1],
    ]);
    expect((await api.lessons(t.app, kim, '서연')).json()).toEqual([]);
  });

  it("never cancels yesterday's lesson", async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '서연', lesson: 1 });
    expect((await api.lesson(t.app, kim, '서연')).statusCode).toBe(200);
    t.clock.set('2026-11-22T10:00:00+09:00');
    const response = await api.cancel(t.app, kim, '서연');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('students.nothing_to_cancel');
  });

  it("lists a student's lessons newest first", async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '민지', lesson: 5 });
    for (const status of ['출석', '지각', '당일취소', '사전취소', '강사사정'])
      expect((await api.lesson(t.app, kim, '민지', { status })).statusCode).toBe(200);
    const lessons = (await api.lessons(t.app, kim, '민지')).json();
    expect(lessons.map((l: { status: string }) => l.status)).toEqual([
      '강사사정',
      '사전취소',
      '당일취소',
      '지각',
      '출석',
    ]);
  });

  it('puts a lesson at 23:59 Seoul on that day and one at 00:00 on the next, with the server in UTC', async () => {
    const { t } = studio;
    const { teacher: lee } = await teacherWith(t.app, { name: '도윤', lesson: 3 });
    t.clock.set('2026-11-25T14:59:00Z'); // 23:59 KST on the 25th
    await api.lesson(t.app, lee, '도윤');
    t.clock.set('2026-11-25T15:00:00Z'); // 00:00 KST on the 26th
    await api.lesson(t.app, lee, '도윤', { status: '지각' });

    const onThe25th = await api.today(t.app, lee, '?date=2026-11-25');
    expect(onThe25th.json().map((l: { name: string; status: string }) => [l.name, l.status])).toEqual([
      ['도윤', '출석'],
    ]);
    // Without a date, "today" is the Seoul date of the clock: already the 26th.
    const today = await api.today(t.app, lee);
    expect(today.json().map((l: { lessonDay: string; status: string }) => [l.lessonDay, l.status])).toEqual([
      ['2026-11-26', '지각'],
    ]);
    // The 23:59 lesson is yesterday's now, so cancel takes only the 00:00 one.
    expect((await api.cancel(t.app, lee, '도윤')).json().lessonRecord.status).toBe('지각');
    expect((await api.cancel(t.app, lee, '도윤')).json().error.code).toBe('students.nothing_to_cancel');
  });

  it("shows a teacher only their own day, and the owner everyone's or one teacher's", async () => {
    const { t, owner } = studio;
    const { teacher: kim } = await teacherWith(
      t.app,
      { name: '민지', lesson: 2 },
      { name: '서연', lesson: 1 },
    );
    const { teacher: lee } = await teacherWith(t.app, { name: '도윤', lesson: 3 });
    await api.lesson(t.app, kim, '민지');
    await api.lesson(t.app, kim, '서연');
    t.clock.set('2026-11-25T10:00:00+09:00');
    await api.lesson(t.app, lee, '도윤');
    t.clock.set('2026-11-21T10:00:00+09:00');

    const mine = (await api.today(t.app, kim)).json();
    expect(new Set(mine.map((l: { name: string }) => l.name))).toEqual(new Set(['민지', '서연']));
    expect((await api.today(t.app, lee)).json()).toEqual([]);
    // The owner's day holds every teacher's records: here those of kim and lee, on their days.
    const ours = (records: { name: string; teacherId: string }[]) =>
      records.filter((l) => l.teacherId === kim.id || l.teacherId === lee.id).map((l) => l.name);
    expect(new Set(ours((await api.today(t.app, owner, '?date=2026-11-21')).json()))).toEqual(
      new Set(['민지', '서연']),
    );
    expect(ours((await api.today(t.app, owner, '?date=2026-11-25')).json())).toEqual(['도윤']);
    expect((await api.today(t.app, owner, `?date=2026-11-25&teacherId=${lee.id}`)).json()).toHaveLength(1);
    expect((await api.today(t.app, owner, `?date=2026-11-21&teacherId=${lee.id}`)).json()).toEqual([]);
    const bad = await api.today(t.app, kim, '?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('students.date_invalid');
  });

  it('keeps the remaining count equal to the ledger sum', async () => {
    const { t } = studio;
    const { teacher: kim, ids } = await teacherWith(t.app, { name: '민지', lesson: 2 }, { name: '서연' });
    await api.charge(t.app, kim, '서연', { pay: 200_000, lesson: 4 });
    for (const status of ['출석', '당일취소', '강사사정']) {
      await api.lesson(t.app, kim, '민지', { status });
      await api.lesson(t.app, kim, '서연', { status });
    }
    await api.cancel(t.app, kim, '서연');
    await api.cancel(t.app, kim, '서연');
    const students = await t.db
      .selectFrom('students')
      .select(['id', 'remaining'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(students.map((student) => Number(student.remaining))).toEqual([0, 3]);
    for (const student of students) {
      const sum = await t.db
        .selectFrom('lesson_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('change'), eb.lit(0)).as('total'))
        .where('student_id', '=', student.id)
        .executeTakeFirstOrThrow();
      expect(Number(sum.total)).toBe(Number(student.remaining));
    }
  });
});
