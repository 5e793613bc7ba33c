import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { addLesson, removeLesson, week } from '../../testing/timetable.ts';

/** What the owning teacher and the owner see of a series made this week (Monday 11/16). */
const series = { seriesId: expect.any(Number), from: '2026-11-16', until: null };

describe('the weekly timetable', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');

  /** Two teachers of the test's own, each with an empty week. */
  const twoTeachers = async () => ({
    teacher: await signIn(t.app, 'teacher'),
    other: await signIn(t.app, 'teacher'),
  });
  /** Places lessons that must land. */
  const placed = async (who: SignedIn, lessons: Record<string, unknown>[]) => {
    for (const lesson of lessons) {
      const response = await addLesson(t.app, who, lesson);
      if (response.statusCode !== 201) throw new Error(response.body);
    }
  };
  /** Two teachers, the first with 화 15시 1부 and 2부 and 월 21시 1시간. */
  const aWeek = async () => {
    const both = await twoTeachers();
    await placed(both.teacher, [
      { day: '화', time: 15, type: '2부', name: '이 서연' },
      { day: '화', time: 15, type: '1부', name: '김민수' },
      { day: '월', time: 21, type: '1시간', name: '박지훈' },
    ]);
    return both;
  };

  it('puts a 1부 and a 2부 in one cell and a 1시간 in another, and lists them in reading order', async () => {
    const { teacher } = await twoTeachers();
    const first = await addLesson(t.app, teacher, { day: '화', time: 15, type: '2부', name: ' 이 서연 ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      day: '화',
      time: 15,
      type: '2부',
      name: '이 서연',
      studentId: null,
      ...series,
    });
    expect(
      (await addLesson(t.app, teacher, { day: '화', time: 15, type: '1부', name: '김민수' })).statusCode,
    ).toBe(201);
    expect(
      (await addLesson(t.app, teacher, { day: '월', time: 21, type: '1시간', name: '박지훈' })).statusCode,
    ).toBe(201);
    const response = await week(t.app, teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { day: '월', time: 21, type: '1시간', name: '박지훈', studentId: null, ...series },
      { day: '화', time: 15, type: '1부', name: '김민수', studentId: null, ...series },
      { day: '화', time: 15, type: '2부', name: '이 서연', studentId: null, ...series },
    ]);
  });

  it('refuses every overlap with the spec’s 409 and keeps the cell as it was', async () => {
    const { teacher } = await aWeek();
    for (const [day, time, type] of [
      ['화', 15, '1시간'],
      ['화', 15, '1부'],
      ['월', 21, '1부'],
      ['월', 21, '2부'],
      ['월', 21, '1시간'],
    ] as const) {
      const response = await addLesson(t.app, teacher, { day, time, type, name: '겹침' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'timetable.taken', message: '이미 등록된 시간입니다.' });
    }
    expect((await week(t.app, teacher)).json().map((lesson: { name: string }) => lesson.name)).toEqual([
      '박지훈',
      '김민수',
      '이 서연',
    ]);
  });

  it('keeps each teacher’s week apart: the same cell is free for another teacher', async () => {
    const { other } = await aWeek();
    expect(
      (await addLesson(t.app, other, { day: '화', time: 15, type: '1시간', name: '정하늘' })).statusCode,
    ).toBe(201);
    expect((await week(t.app, other)).json()).toEqual([
      { day: '화', time: 15, type: '1시간', name: '정하늘', studentId: null, ...series },
    ]);
  });

  it('refuses incomplete and wrong input with Korean 400s', async () => {
    const { teacher } = await twoTeachers();
    const cases: [Record<string, unknown>, string][] = [
      [{ time: 9, type: '1부', name: '가' }, 'timetable.incomplete'],
      [{ day: '월', type: '1부', name: '가' }, 'timetable.incomplete'],
      [{ day: '월', time: 9, name: '가' }, 'timetable.incomplete'],
      [{ day: '월', time: 9, type: '1부' }, 'timetable.incomplete'],
      [{ day: '월', time: 9, type: '1부', name: '   ' }, 'timetable.incomplete'],
      [{ day: '', time: 9, type: '1부', name: '가' }, 'timetable.incomplete'],
      [{ day: '월요일', time: 9, type: '1부', name: '가' }, 'timetable.invalid_day'],
      [{ day: '월', time: 8, type: '1부', name: '가' }, 'timetable.invalid_time'],
      [{ day: '월', time: 22, type: '1부', name: '가' }, 'timetable.invalid_time'],
      [{ day: '월', time: 9.5, type: '1부', name: '가' }, 'timetable.invalid_time'],
      [{ day: '월', time: '9', type: '1부', name: '가' }, 'timetable.invalid_time'],
      [{ day: '월', time: 9, type: '3부', name: '가' }, 'timetable.invalid_type'],
      [{ day: '월', time: 9, type: '1부', name: '가'.repeat(21) }, 'timetable.name_too_long'],
      [{ day: '월', time: 9, type: '1부', name: '가\u202E나' }, 'text_direction'],
      [{ day: '월', time: 9, type: '1부', name: '가\u0000나' }, 'text_control'],
    ];
    for (const [body, code] of cases) {
      const response = await addLesson(t.app, teacher, body);
      expect({ body, status: response.statusCode, code: response.json().error.code }).toEqual({
        body,
        status: 400,
        code,
      });
    }
  });

  it('deletes one lesson of a cell by day, time and type, and says what it removed', async () => {
    const { teacher } = await aWeek();
    const response = await removeLesson(t.app, teacher, { day: '화', time: 15, type: '1부' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { day: '화', time: 15, type: '1부', name: '김민수', studentId: null, ...series },
    ]);
    expect((await week(t.app, teacher)).json().map((lesson: { type: string }) => lesson.type)).toEqual([
      '1시간',
      '2부',
    ]);
    const again = await removeLesson(t.app, teacher, { day: '화', time: 15, type: '1부' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('timetable.not_found');
  });

  it('deletes both halves of a 1시간 at once, and frees the cell for a 1부', async () => {
    const { teacher } = await aWeek();
    const response = await removeLesson(t.app, teacher, { day: '월', time: 21, type: '1시간' });
    expect(response.json()).toEqual([
      { day: '월', time: 21, type: '1시간', name: '박지훈', studentId: null, ...series },
    ]);
    expect(
      (await addLesson(t.app, teacher, { day: '월', time: 21, type: '1부', name: '새 학생' })).statusCode,
    ).toBe(201);
  });

  it('clears a whole cell when the spec’s client sends only day and time', async () => {
    const { teacher } = await twoTeachers();
    await addLesson(t.app, teacher, { day: '수', time: 10, type: '1부', name: '하나' });
    await addLesson(t.app, teacher, { day: '수', time: 10, type: '2부', name: '두울' });
    const response = await removeLesson(t.app, teacher, { day: '수', time: 10 });
    expect(response.json().map((lesson: { name: string }) => lesson.name)).toEqual(['하나', '두울']);
  });

  it('never lets a teacher touch another teacher’s week: changes always go to their own', async () => {
    const { teacher, other } = await twoTeachers();
    await placed(teacher, [{ day: '화', time: 15, type: '2부', name: '이 서연' }]);
    await placed(other, [{ day: '화', time: 15, type: '1시간', name: '정하늘' }]);
    // `other` has 화 15시 1시간; `teacher` deleting 화 15시 1시간 finds nothing of their own.
    const response = await removeLesson(t.app, teacher, { day: '화', time: 15, type: '1시간' });
    expect(response.statusCode).toBe(404);
    expect((await week(t.app, other)).json()).toHaveLength(1);
  });

  it('shows names to the teacher who owns the week and to the owner, never to visitors or other teachers', async () => {
    const { teacher, other } = await twoTeachers();
    await placed(teacher, [
      { day: '화', time: 15, type: '2부', name: '이 서연' },
      { day: '월', time: 21, type: '1부', name: '새 학생' },
    ]);
    const asOwner = (await week(t.app, owner, teacher.id)).json();
    expect(asOwner).toEqual([
      { day: '월', time: 21, type: '1부', name: '새 학생', studentId: null, ...series },
      { day: '화', time: 15, type: '2부', name: '이 서연', studentId: null, ...series },
    ]);
    const slots = [
      { day: '월', time: 21, type: '1부' },
      { day: '화', time: 15, type: '2부' },
    ];
    const asVisitor = await week(t.app, null, teacher.id);
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json()).toEqual(slots);
    expect(asVisitor.body).not.toContain('새 학생');
    expect((await week(t.app, other, teacher.id)).json()).toEqual(slots);
    const pending = await signIn(t.app, 'pending');
    expect((await week(t.app, pending, teacher.id)).json()).toEqual(slots);
  });

  it('shows a visitor who asks for no one the first listed teacher, the owner', async () => {
    await addLesson(t.app, owner, { day: '일', time: 12, type: '1시간', name: '원장님 학생' });
    const response = await week(t.app, null);
    expect(response.json()).toEqual([{ day: '일', time: 12, type: '1시간' }]);
  });

  it('answers 404 for a teacher that does not exist or is still pending', async () => {
    const pending = await signIn(t.app, 'pending');
    for (const id of ['nobody', pending.id]) {
      const response = await week(t.app, null, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('timetable.teacher_not_found');
    }
  });

  it('lists teachers publicly with id and display name only, the owner first', async () => {
    const { teacher, other } = await twoTeachers();
    await signIn(t.app, 'pending');
    const response = await t.app.inject({ method: 'GET', url: '/api/lessons/teachers' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: string; name: string }[];
    expect(list[0]?.id).toBe(owner.id);
    // Every approved account, none pending.
    const staff = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', ['owner', 'teacher'])
      .execute();
    expect(list.map((entry) => entry.id).sort()).toEqual(staff.map((user) => user.id).sort());
    expect(list.map((entry) => entry.id)).toEqual(expect.arrayContaining([teacher.id, other.id]));
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['id', 'name']);
    expect(response.body).not.toContain('010-');
  });

  it('refuses changes from visitors (401) and pending accounts (403)', async () => {
    expect((await addLesson(t.app, null, { day: '목', time: 9, type: '1부', name: '가' })).statusCode).toBe(
      401,
    );
    expect((await removeLesson(t.app, null, { day: '월', time: 21, type: '1부' })).statusCode).toBe(401);
    const pending = await signIn(t.app, 'pending');
    expect(
      (await addLesson(t.app, pending, { day: '목', time: 9, type: '1부', name: '가' })).statusCode,
    ).toBe(403);
  });

  it('writes an audit entry for every change, with who did it', async () => {
    const { teacher } = await aWeek();
    expect((await removeLesson(t.app, teacher, { day: '화', time: 15, type: '1부' })).statusCode).toBe(200);
    expect((await removeLesson(t.app, teacher, { day: '월', time: 21, type: '1시간' })).statusCode).toBe(200);
    await placed(teacher, [
      { day: '월', time: 21, type: '1부', name: '새 학생' },
      { day: '수', time: 10, type: '1부', name: '하나' },
      { day: '수', time: 10, type: '2부', name: '두울' },
    ]);
    expect((await removeLesson(t.app, teacher, { day: '수', time: 10 })).statusCode).toBe(200);
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie: owner.cookie } });
    const entries = audit.json().items as {
      actorId: string;
      action: string;
      target: string;
      detail: unknown;
    }[];
    const ofTeacher = entries.filter((entry) => entry.actorId === teacher.id);
    expect(ofTeacher.filter((entry) => entry.action === 'timetable.lesson.create')).toHaveLength(6);
    expect(ofTeacher.filter((entry) => entry.action === 'timetable.lesson.delete')).toHaveLength(4);
    expect(
      ofTeacher.find((entry) => entry.target === '박지훈' && entry.action === 'timetable.lesson.delete'),
    ).toMatchObject({
      detail: {
        teacherId: teacher.id,
        day: '월',
        time: 21,
        type: '1시간',
        studentId: null,
        from: '2026-11-16',
        outcome: 'deleted',
      },
    });
  });
});
