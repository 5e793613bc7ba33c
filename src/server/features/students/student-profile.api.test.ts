/** A student's profile: 악기, 수준, the teacher's private 메모 and the student's own 수강료. */
import { describe, expect, it } from 'vitest';
import { signIn } from '../../testing/sign-in.ts';
import { api, studioForEachTest, teacherWithStudent } from '../../testing/students.ts';

describe('the student profile', () => {
  const studio = studioForEachTest('2026-11-21T10:00:00+09:00');

  const profile = {
    name: '김민지',
    phone: '010-1234-5678',
    instrument: '  알토   색소폰 ',
    level: '초급',
    memo: '  리드 2.5호\r\n호흡 연습 위주  ',
    fee: { pay: 250_000, lesson: 4 },
  };
  /** A teacher of the test's own with 김민지 registered with the whole profile. */
  const minjisTeacher = () => teacherWithStudent(studio.t.app, profile);

  const latestAudit = async () => {
    const response = await studio.t.app.inject({
      url: '/api/audit',
      headers: { cookie: studio.owner.cookie },
    });
    return response.json().items[0] as { action: string; target: string; detail: Record<string, unknown> };
  };

  it('registers a student with the profile, trimmed and normalised, and none without it', async () => {
    const { t } = studio;
    const kim = await signIn(t.app, 'teacher');
    const created = await api.add(t.app, kim, profile);
    expect(created.statusCode).toBe(201);
    expect(created.json().student).toEqual({
      id: expect.any(Number),
      name: '김민지',
      phone: '010-1234-5678',
      lesson: 0,
      joinDate: '2026-11-21',
      teacherId: kim.id,
      instrument: '알토 색소폰',
      level: '초급',
      fee: { pay: 250_000, lesson: 4 },
    });
    const detail = await api.detail(t.app, kim, '김민지');
    expect(detail.json()).toMatchObject({
      instrument: '알토 색소폰',
      level: '초급',
      memo: '리드 2.5호\n호흡 연습 위주',
      fee: { pay: 250_000, lesson: 4 },
    });
    const audit = await latestAudit();
    expect(audit).toMatchObject({ action: 'student.create', target: '김민지' });
    expect(audit.detail).toMatchObject({
      instrument: '알토 색소폰',
      level: '초급',
      fee: '250,000원 / 4회',
      memo: '16자',
    });

    const plain = await api.add(t.app, kim, { name: '이서준', instrument: '', memo: null });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().student).toMatchObject({ instrument: null, level: null, fee: null });
    expect((await api.detail(t.app, kim, '이서준')).json().memo).toBeNull();
  });

  it('keeps the memo to the student page: the list carries no memo', async () => {
    const { t } = studio;
    const { teacher: kim } = await minjisTeacher();
    const list = (await api.list(t.app, kim)).json() as Record<string, unknown>[];
    const minji = list.find((student) => student.name === '김민지');
    expect(minji).toMatchObject({
      instrument: '알토 색소폰',
      level: '초급',
      fee: { pay: 250_000, lesson: 4 },
    });
    expect(minji).not.toHaveProperty('memo');
  });

  it('edits only the fields sent, clears one with null or an empty text, and audits before and after', async () => {
    const { t } = studio;
    const { teacher: kim, id } = await minjisTeacher();
    const edited = await api.edit(t.app, kim, '김민지', {
      level: '중급',
      fee: { pay: 300_000, lesson: 4 },
      memo: '콩쿠르 준비',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      message: '김민지 학생 정보가 수정되었습니다.',
      student: expect.objectContaining({
        name: '김민지',
        phone: '010-1234-5678',
        instrument: '알토 색소폰',
        level: '중급',
        memo: '콩쿠르 준비',
        fee: { pay: 300_000, lesson: 4 },
      }),
    });
    const audit = await latestAudit();
    expect(audit).toMatchObject({ action: 'student.update', target: '김민지' });
    expect(audit.detail).toEqual({
      before: { name: '김민지', phone: '010-1234-5678', level: '초급', fee: '250,000원 / 4회', memo: '16자' },
      after: { name: '김민지', phone: '010-1234-5678', level: '중급', fee: '300,000원 / 4회', memo: '6자' },
    });

    const cleared = await api.edit(t.app, kim, '김민지', {
      instrument: '',
      level: null,
      fee: null,
      memo: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().student).toMatchObject({ instrument: null, level: null, fee: null, memo: null });
    const row = await t.db
      .selectFrom('students')
      .select(['instrument', 'level', 'memo', 'fee_amount', 'fee_lessons'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ instrument: null, level: null, memo: null, fee_amount: null, fee_lessons: null });
  });

  it('refuses each field out of bounds with its Korean message, and changes nothing', async () => {
    const { t } = studio;
    const { teacher: kim } = await minjisTeacher();
    expect((await api.add(t.app, kim, { name: '이서준' })).statusCode).toBe(201);
    const cases: [object, string, string][] = [
      [
        { instrument: '가'.repeat(31) },
        'students.instrument_too_long',
        '악기는 30자까지 입력할 수 있습니다.',
      ],
      [{ level: '가'.repeat(21) }, 'students.level_too_long', '수준은 20자까지 입력할 수 있습니다.'],
      [{ memo: '가'.repeat(1001) }, 'students.memo_too_long', '메모는 1,000자까지 입력할 수 있습니다.'],
      [{ fee: '250000' }, 'students.fee_invalid', '수강료는 금액과 레슨 횟수를 함께 입력해 주세요.'],
      [
        { fee: { pay: 0, lesson: 4 } },
        'students.fee_pay_invalid',
        '수강료는 1원 이상의 금액으로 입력해 주세요.',
      ],
      [
        { fee: { pay: 1.5, lesson: 4 } },
        'students.fee_pay_invalid',
        '수강료는 1원 이상의 금액으로 입력해 주세요.',
      ],
      [
        { fee: { pay: 100_000_001, lesson: 4 } },
        'students.fee_pay_too_large',
        '수강료가 너무 큽니다. 100,000,000원까지 입력할 수 있습니다.',
      ],
      [
        { fee: { pay: 250_000 } },
        'students.fee_lessons_invalid',
        '수강료의 레슨 횟수는 1회에서 100회 사이로 입력해 주세요.',
      ],
      [
        { fee: { pay: 250_000, lesson: 101 } },
        'students.fee_lessons_invalid',
        '수강료의 레슨 횟수는 1회에서 100회 사이로 입력해 주세요.',
      ],
      [{ instrument: '색소폰\u0000' }, 'text_control', ''],
      [{ level: '\u202e중급' }, 'text_direction', ''],
      [{ memo: '메모\u0007' }, 'text_control', ''],
    ];
    for (const [body, code, message] of cases) {
      for (const response of [
        await api.edit(t.app, kim, '이서준', body),
        await api.add(t.app, kim, { name: '새학생', ...body }),
      ]) {
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.code, JSON.stringify(body)).toBe(code);
        if (message) expect(response.json().error.message).toBe(message);
      }
    }
    // At the limits, all taken: 30, 20 and 1,000 characters, and the largest fee.
    const full = await api.edit(t.app, kim, '이서준', {
      instrument: '가'.repeat(30),
      level: '나'.repeat(20),
      memo: `${'다'.repeat(499)}\n${'라'.repeat(500)}`,
      fee: { pay: 100_000_000, lesson: 100 },
    });
    expect(full.statusCode).toBe(200);
    expect((await api.list(t.app, kim)).json().map((s: { name: string }) => s.name)).toEqual([
      '김민지',
      '이서준',
    ]);
  });

  it("keeps another teacher's student out of reach: 404 on the page and on an edit", async () => {
    const { t, owner } = studio;
    const { teacher: kim } = await minjisTeacher();
    const lee = await signIn(t.app, 'teacher');
    const detail = await api.detail(t.app, lee, '김민지');
    expect(detail.statusCode).toBe(404);
    const edit = await api.edit(t.app, lee, '김민지', { memo: '몰래 쓴 메모' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error).toEqual({ code: 'students.not_found', message: '학생을 찾을 수 없습니다.' });
    expect((await api.detail(t.app, kim, '김민지')).json().memo).toBe('리드 2.5호\n호흡 연습 위주');
    // The owner reads and edits any teacher's student by naming the teacher.
    const byOwner = await api.edit(t.app, owner, '김민지', { level: '고급' }, `?teacherId=${kim.id}`);
    expect(byOwner.statusCode).toBe(200);
    expect((await api.detail(t.app, owner, '김민지', `?teacherId=${kim.id}`)).json().level).toBe('고급');
  });

  it('keeps a fee whole in the database: both columns or neither', async () => {
    const { t } = studio;
    // A student without a fee: one column alone would make half of one.
    const { id } = await teacherWithStudent(t.app, { name: '이서준' });
    await expect(
      t.db.updateTable('students').set({ fee_amount: 10_000 }).where('id', '=', id).execute(),
    ).rejects.toThrow();
    await expect(
      t.db.updateTable('students').set({ fee_lessons: 4 }).where('id', '=', id).execute(),
    ).rejects.toThrow();
    await expect(
      t.db.updateTable('students').set({ memo: '' }).where('id', '=', id).execute(),
    ).rejects.toThrow();
  });
});
