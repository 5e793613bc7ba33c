/** Registering, listing, editing and archiving students; who may see whose. */
import { describe, expect, it } from 'vitest';
import { signIn } from '../../testing/sign-in.ts';
import { api, studioForEachTest, teacherWith, teacherWithStudent } from '../../testing/students.ts';

describe('students', () => {
  const studio = studioForEachTest('2026-11-21T10:00:00+09:00');

  it('registers a student with the spec message, a normalised phone and the opening lessons', async () => {
    const { t } = studio;
    const kim = await signIn(t.app, 'teacher');
    const response = await api.add(t.app, kim, { name: ' 홍길동 ', phone: '01012345678', lesson: 4 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: '홍길동 학생이 등록되었습니다.',
      student: {
        id: expect.any(Number),
        name: '홍길동',
        phone: '010-1234-5678',
        lesson: 4,
        joinDate: '2026-11-21',
        teacherId: kim.id,
        instrument: null,
        level: null,
        fee: null,
      },
    });
    const detail = await api.detail(t.app, kim, '홍길동');
    expect(detail.json()).toMatchObject({
      name: '홍길동',
      phone: '010-1234-5678',
      lesson: 4,
      joinDate: '2026-11-21',
    });
  });

  it("lists a teacher's own students in Korean dictionary order, Hangul first", async () => {
    const { t } = studio;
    const kim = await signIn(t.app, 'teacher');
    for (const name of ['하나', '홍길동', '가람', 'Amy', '나래']) {
      expect((await api.add(t.app, kim, { name, phone: '' })).statusCode).toBe(201);
    }
    const list = await api.list(t.app, kim);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { name: string }) => s.name)).toEqual([
      '가람',
      '나래',
      '하나',
      '홍길동',
      'Amy',
    ]);
  });

  it("keeps one teacher away from another teacher's students, and shows the owner everyone with a filter", async () => {
    const { t, owner } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '가람' }, { name: '홍길동' });
    const lee = await signIn(t.app, 'teacher');
    expect((await api.add(t.app, lee, { name: '이수', phone: '010-2222-3333', lesson: 1 })).statusCode).toBe(
      201,
    );
    // The same name may exist under another teacher.
    expect((await api.add(t.app, lee, { name: '홍길동' })).statusCode).toBe(201);

    for (const response of [
      await api.detail(t.app, lee, '가람'),
      await api.lesson(t.app, lee, '가람'),
      await api.charge(t.app, lee, '가람', { pay: 10_000, lesson: 1 }),
      await api.archive(t.app, lee, '가람'),
      await api.lessons(t.app, lee, '가람'),
      await api.payments(t.app, lee, '가람'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'students.not_found',
        message: '학생을 찾을 수 없습니다.',
      });
    }
    expect((await api.list(t.app, lee)).json().map((s: { name: string }) => s.name)).toEqual([
      '이수',
      '홍길동',
    ]);

    // The owner's list holds both teachers' students (and those of any other teacher there is).
    const everyone = (await api.list(t.app, owner)).json() as { name: string; teacherId: string }[];
    expect(
      everyone
        .filter((s) => s.teacherId === kim.id || s.teacherId === lee.id)
        .map((s) => [s.name, s.teacherId === kim.id ? 'kim' : 'lee']),
    ).toEqual([
      ['가람', 'kim'],
      ['이수', 'lee'],
      ['홍길동', 'kim'],
      ['홍길동', 'lee'],
    ]);
    const filtered = await api.list(t.app, owner, `?teacherId=${lee.id}`);
    expect(filtered.json().map((s: { name: string }) => s.name)).toEqual(['이수', '홍길동']);
    const forNobody = await api.add(t.app, owner, { name: '유령' }, '?teacherId=nobody');
    expect(forNobody.statusCode).toBe(404);
    expect(forNobody.json().error.code).toBe('students.teacher_not_found');
    const onBehalf = await api.detail(t.app, owner, '이수', `?teacherId=${lee.id}`);
    expect(onBehalf.json()).toMatchObject({ name: '이수', lesson: 1, teacherId: lee.id });
  });

  it('refuses a userId or teacherId from a teacher that is not their own', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '가람' });
    const lee = await signIn(t.app, 'teacher');
    const asOther = await api.list(t.app, lee, `?userId=${kim.id}`);
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json().error.code).toBe('auth.other_teacher');
    expect((await api.add(t.app, lee, { name: '몰래', userId: kim.id })).statusCode).toBe(403);
    expect((await api.detail(t.app, lee, '가람', `?teacherId=${kim.id}`)).statusCode).toBe(403);
    // Repeating one's own id is fine, as the old client did.
    expect((await api.list(t.app, lee, `?userId=${lee.id}`)).statusCode).toBe(200);
  });

  it('changes nothing without a session, and nothing for a pending account', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '홍길동', lesson: 4 });
    const pending = await signIn(t.app, 'pending');
    for (const who of [null, pending]) {
      const responses = [
        await api.list(t.app, who),
        await api.add(t.app, who, { name: '침입자' }),
        await api.lesson(t.app, who, '홍길동'),
        await api.cancel(t.app, who, '홍길동'),
        await api.charge(t.app, who, '홍길동', { pay: 1000, lesson: 1 }),
        await api.refund(t.app, who, '홍길동', false),
        await api.archive(t.app, who, '홍길동'),
        await api.edit(t.app, who, '홍길동', { phone: '' }),
        await api.today(t.app, who),
      ];
      expect(responses.map((r) => r.statusCode)).toEqual(Array(responses.length).fill(who ? 403 : 401));
    }
    expect((await api.detail(t.app, kim, '홍길동')).json().lesson).toBe(4);
  });

  it('refuses bad input with Korean messages and never a 5xx', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '홍길동' });
    const cases: [object, string][] = [
      [{}, 'students.name_required'],
      [{ name: '   ' }, 'students.name_required'],
      [{ name: '가'.repeat(21) }, 'students.name_too_long'],
      [{ name: '정상', phone: '12345' }, 'students.phone_format'],
      [{ name: '정상', lesson: -1 }, 'students.lesson_count'],
      [{ name: '정상', lesson: 1.5 }, 'students.lesson_count'],
      [{ name: '정상', lesson: '3' }, 'students.lesson_count'],
      [{ name: '정\u202e상' }, 'text_direction'],
    ];
    for (const [body, code] of cases) {
      const response = await api.add(t.app, kim, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    const taken = await api.add(t.app, kim, { name: '홍길동' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('students.name_taken');
  });

  it('edits the name and phone, and refuses a name another current student has', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '하나' }, { name: '가람' });
    const edited = await api.edit(t.app, kim, '하나', { name: '하나린', phone: '010 9999 8888' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().student).toMatchObject({ name: '하나린', phone: '010-9999-8888' });
    expect((await api.detail(t.app, kim, '하나')).statusCode).toBe(404);
    const clash = await api.edit(t.app, kim, '하나린', { name: '가람' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('students.name_taken');
  });

  it('archives a student: gone from lists, history kept, and the name free again', async () => {
    const { t } = studio;
    const { teacher: kim, id: narae } = await teacherWithStudent(t.app, { name: '나래' });
    await api.add(t.app, kim, { name: '가람' });
    expect((await api.charge(t.app, kim, '나래', { pay: 50_000, lesson: 2 })).statusCode).toBe(200);
    const archived = await api.archive(t.app, kim, '나래');
    expect(archived.statusCode).toBe(200);
    expect(archived.json().message).toBe('나래 학생이 삭제되었습니다.');
    expect((await api.list(t.app, kim)).json().map((s: { name: string }) => s.name)).toEqual(['가람']);
    expect((await api.lesson(t.app, kim, '나래')).statusCode).toBe(404);
    const kept = await t.db.selectFrom('payments').select('amount').where('student_id', '=', narae).execute();
    expect(kept.map((row) => Number(row.amount))).toEqual([50_000]);
    const again = await api.add(t.app, kim, { name: '나래' });
    expect(again.statusCode).toBe(201);
    expect(again.json().student.lesson).toBe(0);
    expect(again.json().student.id).not.toBe(narae);
  });

  it('writes every change to the audit log with who did it', async () => {
    const { t, owner } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '하나' }, { name: '나래' });
    expect((await api.edit(t.app, kim, '하나', { name: '하나린' })).statusCode).toBe(200);
    expect((await api.charge(t.app, kim, '나래', { pay: 50_000, lesson: 2 })).statusCode).toBe(200);
    expect((await api.archive(t.app, kim, '나래')).statusCode).toBe(200);
    expect((await api.add(t.app, kim, { name: '나래' })).statusCode).toBe(201);
    const audit = await t.app.inject({ url: '/api/audit', headers: { cookie: owner.cookie } });
    const actions = audit
      .json()
      .items.filter((item: { actorId: string }) => item.actorId === kim.id)
      .map((item: { action: string; target: string; actorId: string }) => [
        item.action,
        item.target,
        item.actorId,
      ]);
    expect(actions).toEqual([
      ['student.create', '나래', kim.id],
      ['student.archive', '나래', kim.id],
      ['payment.create', '나래', kim.id],
      ['student.update', '하나린', kim.id],
      ['student.create', '나래', kim.id],
      ['student.create', '하나', kim.id],
    ]);
  });
});
