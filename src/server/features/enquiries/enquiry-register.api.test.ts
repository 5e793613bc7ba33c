/**
 * 학생으로 등록: an enquiry at 연락함 becomes a student of the signed-in teacher, through the
 * students feature; a taken name gives the enquiry back with a Korean 409, and of teachers
 * pressing at once only one makes a student.
 */

import { beforeEach, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { anEnquiry, moveEnquiry, registerEnquiry, sendEnquiry } from '../../testing/enquiries.ts';
import { errorOf } from '../../testing/errors.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api } from '../../testing/students.ts';

describe('registering an enquiry as a student', () => {
  let teacher: SignedIn;
  let address = 0;
  /** A fresh enquiry, already called back (연락함). */
  const calledBack = async (overrides: Record<string, unknown> = {}) => {
    const id = (await sendEnquiry(t.app, anEnquiry(overrides), `192.0.2.${++address}`)).json().id as number;
    expect((await moveEnquiry(t.app, teacher, id, '연락함')).statusCode).toBe(200);
    return id;
  };
  const students = async (who: SignedIn) =>
    (await api.list(t.app, who)).json() as {
      name: string;
      phone: string;
      lesson: number;
      teacherId: string;
    }[];
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('enquiries').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  // Each test has a teacher of its own, whose students no other test makes, and starts at 10:00.
  beforeEach(async () => {
    t.clock.set('2026-11-21T10:00:00+09:00');
    teacher = await signIn(t.app, 'teacher');
  });

  it('makes a student of the teacher with the enquirer’s name, phone and course, and marks the enquiry 등록', async () => {
    const id = await calledBack({ name: '김하늘', phone: '01098765432' });
    t.clock.set('2026-11-21T15:00:00+09:00');
    const response = await registerEnquiry(t.app, teacher, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: '등록',
      updatedAt: '2026-11-21T06:00:00.000Z',
      student: { name: '김하늘', teacherId: teacher.id, teacherName: expect.any(String) },
    });
    expect(await students(teacher)).toEqual([
      expect.objectContaining({
        name: '김하늘',
        phone: '010-9876-5432',
        instrument: '색소폰',
        lesson: 0,
        joinDate: '2026-11-21',
        teacherId: teacher.id,
      }),
    ]);

    const entries = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'target', 'detail'])
      .where('action', 'in', ['student.create', 'enquiry.register'])
      .orderBy('id')
      .execute();
    expect(
      entries.map((entry) => [entry.actor_id, entry.action, entry.target, JSON.parse(entry.detail)]),
    ).toEqual([
      [
        teacher.id,
        'student.create',
        '김하늘',
        { teacherId: teacher.id, phone: '010-9876-5432', lesson: 0, instrument: '색소폰' },
      ],
      [
        teacher.id,
        'enquiry.register',
        `enquiry:${id}`,
        { before: { status: '연락함' }, after: { status: '등록' }, name: '김하늘' },
      ],
    ]);

    const again = await registerEnquiry(t.app, teacher, id);
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'enquiries.register_invalid']);
    expect((await moveEnquiry(t.app, teacher, id, '종료')).statusCode).toBe(409);
  });

  it('gives the enquiry back with a Korean 409 when the teacher already has a student of that name', async () => {
    expect((await registerEnquiry(t.app, teacher, await calledBack({ name: '김하늘' }))).statusCode).toBe(
      200,
    );
    const id = await calledBack({ name: '김하늘' });
    const taken = await registerEnquiry(t.app, teacher, id);
    expect([taken.statusCode, errorOf(taken)]).toEqual([
      409,
      {
        code: 'enquiries.name_taken',
        message:
          '선생님의 학생 중에 같은 이름이 이미 있습니다. 이름 뒤에 구분할 글자를 붙여(예: 김하늘B) 등록해 주세요.',
      },
    ]);
    expect(await statusOf(id)).toBe('연락함');
    expect(await students(teacher)).toHaveLength(1);

    const renamed = await registerEnquiry(t.app, teacher, id, { name: ' 김하늘B ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().student.name).toBe('김하늘B');
    expect((await students(teacher)).map((student) => student.name)).toEqual(['김하늘', '김하늘B']);
  });

  it('lets another teacher, and the owner, register the same name as a student of their own', async () => {
    const other = await signIn(t.app, 'teacher');
    const owner = await signIn(t.app, 'owner');
    const first = await calledBack({ name: '김하늘' });
    expect((await registerEnquiry(t.app, other, first)).statusCode).toBe(200);
    const second = await calledBack({ name: '김하늘' });
    const byOwner = await registerEnquiry(t.app, owner, second);
    expect(byOwner.json().student).toMatchObject({ name: '김하늘', teacherId: owner.id });
    expect((await students(other)).map((student) => student.name)).toEqual(['김하늘']);
  });

  it('leaves out a course too long for a student’s instrument, and takes none when none was asked about', async () => {
    const long = await calledBack({
      name: '한가람',
      instrument: '클래식 기타와 우쿨렐레, 그리고 작곡 기초까지 함께 배우는 과정',
    });
    expect((await registerEnquiry(t.app, teacher, long)).statusCode).toBe(200);
    const none = await calledBack({ name: '한보람', instrument: null });
    expect((await registerEnquiry(t.app, teacher, none)).statusCode).toBe(200);
    const made = (await students(teacher)).filter((student) => student.name.startsWith('한'));
    expect(made.map((student) => [student.name, (student as { instrument?: unknown }).instrument])).toEqual([
      ['한가람', null],
      ['한보람', null],
    ]);
  });

  it('registers only an enquiry at 연락함', async () => {
    const fresh = (await sendEnquiry(t.app, anEnquiry({ name: '박구름' }), '192.0.2.200')).json().id;
    const early = await registerEnquiry(t.app, teacher, fresh);
    expect([early.statusCode, errorOf(early)]).toEqual([
      409,
      {
        code: 'enquiries.register_invalid',
        message:
          '연락함 상태의 상담 신청만 학생으로 등록할 수 있습니다. 먼저 연락한 뒤 연락함으로 바꿔 주세요.',
      },
    ]);
    await moveEnquiry(t.app, teacher, fresh, '종료');
    expect((await registerEnquiry(t.app, teacher, fresh)).statusCode).toBe(409);
    expect((await students(teacher)).map((student) => student.name)).not.toContain('박구름');
  });

  it('refuses a missing enquiry, a bad id and a bad name', async () => {
    const missing = await registerEnquiry(t.app, teacher, 2_147_483_647);
    expect([missing.statusCode, errorOf(missing).message]).toEqual([404, '상담 신청을 찾을 수 없습니다.']);
    expect((await registerEnquiry(t.app, teacher, '2147483648')).statusCode).toBe(400);
    const id = await calledBack({ name: '최이슬' });
    for (const [name, code] of [
      ['', 'enquiries.name_required'],
      ['가'.repeat(21), 'enquiries.name_too_long'],
      ['최\u202E이슬', 'text_direction'],
    ] as const) {
      const response = await registerEnquiry(t.app, teacher, id, { name });
      expect([response.statusCode, errorOf(response).code]).toEqual([400, code]);
    }
    expect(await statusOf(id)).toBe('연락함');
  });

  it('makes one student of 10 registrations of one enquiry sent at once', async () => {
    const id = await calledBack({ name: '정바람' });
    const others = await Promise.all(Array.from({ length: 4 }, () => signIn(t.app, 'teacher')));
    const staff = [teacher, ...others];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => registerEnquiry(t.app, staff[index % staff.length]!, id)),
    );
    const statuses = countStatuses(responses.map((response) => response.statusCode));
    expect(statuses).toEqual({ 200: 1, 409: 9 });
    const made = await t.db
      .selectFrom('students')
      .select(['teacher_id'])
      .where('name', '=', '정바람')
      .execute();
    expect(made).toHaveLength(1);
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    expect(made[0]!.teacher_id).toBe(winner.student.teacherId);
  });
});
