/**
 * Deleted students, listed and brought back by id: a teacher sees and restores only their own,
 * the owner anyone's; a restore that would make two current students of one name is refused,
 * and of simultaneous restores of one student exactly one wins.
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call } from '../../testing/students.ts';

describe('deleted students', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');

  /** A teacher's student, registered and then deleted; its id. */
  async function deleted(teacher: SignedIn, name: string, lesson = 3): Promise<number> {
    const id = (await api.add(t.app, teacher, { name, lesson })).json().student.id as number;
    expect((await api.archive(t.app, teacher, name)).statusCode).toBe(200);
    return id;
  }
  const archived = (who: SignedIn | null, query = '') =>
    call(t.app, who, 'GET', `/api/member/archived${query}`);
  const restore = (who: SignedIn | null, id: number | string) =>
    call(t.app, who, 'POST', `/api/member/${id}/restore`);
  const names = (response: { json(): { name: string }[] }) => response.json().map((student) => student.name);

  it('lists a teacher’s own deleted students, the latest first, and the owner everyone’s', async () => {
    const kim = await signIn(t.app, 'teacher');
    const lee = await signIn(t.app, 'teacher');
    t.clock.set('2026-11-25T10:00:00+09:00');
    await deleted(kim, '가을');
    t.clock.set('2026-11-25T11:00:00+09:00');
    await deleted(kim, '나래', 5);
    await deleted(lee, '다솜');
    await api.add(t.app, kim, { name: '라온', lesson: 1 });
    const own = await archived(kim);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({
        name: '나래',
        lesson: 5,
        teacherId: kim.id,
        archivedAt: '2026-11-25T02:00:00.000Z',
      }),
      expect.objectContaining({
        name: '가을',
        lesson: 3,
        teacherId: kim.id,
        archivedAt: '2026-11-25T01:00:00.000Z',
      }),
    ]);
    expect(names(await archived(owner, `?teacherId=${lee.id}`))).toEqual(['다솜']);
    expect(names(await archived(owner))).toEqual(expect.arrayContaining(['가을', '나래', '다솜']));
    expect(names(await archived(owner))).not.toContain('라온');
    // A teacher may not ask for another teacher's.
    expect((await archived(kim, `?teacherId=${lee.id}`)).statusCode).toBe(403);
  });

  it('restores by id with the balance and records kept, audited, back in the list', async () => {
    const kim = await signIn(t.app, 'teacher');
    const id = await deleted(kim, '마루', 4);
    const back = await restore(kim, id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({
      message: '마루 학생을 복원했습니다. 레슨과 결제 기록도 그대로 있습니다.',
      student: expect.objectContaining({ id, name: '마루', lesson: 4, teacherId: kim.id }),
    });
    expect(names(await api.list(t.app, kim))).toEqual(['마루']);
    expect(await archived(kim).then(names)).toEqual([]);
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    expect(audit.items[0]).toMatchObject({ action: 'student.restore', target: '마루' });
  });

  it('lets a teacher restore only their own, the owner anyone’s; visitors and families not at all', async () => {
    const kim = await signIn(t.app, 'teacher');
    const lee = await signIn(t.app, 'teacher');
    const id = await deleted(kim, '바다');
    const other = await restore(lee, id);
    expect([other.statusCode, other.json().error]).toEqual([
      404,
      { code: 'students.not_found', message: '학생을 찾을 수 없습니다.' },
    ]);
    expect((await restore(null, id)).statusCode).toBe(401);
    expect((await archived(null)).statusCode).toBe(401);
    expect((await restore(owner, id)).statusCode).toBe(200);
    expect(names(await api.list(t.app, kim))).toEqual(['바다']);
  });

  it('refuses a student already back, an unknown id and a malformed one, in the error shape', async () => {
    const kim = await signIn(t.app, 'teacher');
    const id = await deleted(kim, '사랑');
    expect((await restore(kim, id)).statusCode).toBe(200);
    const again = await restore(kim, id);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'students.not_archived']);
    expect((await restore(kim, 999999)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '1e3', '%00', '9'.repeat(40)]) {
      const response = await restore(kim, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.code, bad).toEqual(expect.any(String));
    }
  });

  it('refuses bringing back a name a current student has, as registering would', async () => {
    const kim = await signIn(t.app, 'teacher');
    const id = await deleted(kim, '아라');
    await api.add(t.app, kim, { name: '아라', lesson: 1 });
    const clash = await restore(kim, id);
    expect([clash.statusCode, clash.json().error]).toEqual([
      409,
      {
        code: 'students.name_taken',
        message: '같은 이름의 학생이 이미 있습니다. 이름 뒤에 구분할 글자를 붙여 주세요.',
      },
    ]);
    expect(await archived(kim).then(names)).toEqual(['아라']);
  });

  it('of many simultaneous restores of one student, exactly one succeeds', async () => {
    const kim = await signIn(t.app, 'teacher');
    const id = await deleted(kim, '자람');
    const attempts = 8;
    const answers = await raceEachBehindRow(t, { table: 'students', id }, attempts, () => restore(kim, id));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array(attempts - 1).fill(409)]);
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    expect(
      audit.items.filter(
        (item: { action: string; target: string }) =>
          item.action === 'student.restore' && item.target === '자람',
      ),
    ).toHaveLength(1);
  });

  it('of two deleted students of one name restored at once, one comes back', async () => {
    const kim = await signIn(t.app, 'teacher');
    const first = await deleted(kim, '차미');
    const second = await deleted(kim, '차미');
    const answers = await Promise.all([restore(kim, first), restore(kim, second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(names(await api.list(t.app, kim))).toEqual(['차미']);
    expect(await archived(kim).then(names)).toEqual(['차미']);
  });
});

describe('보강권 counts', () => {
  const t = appForTests({ now: '2026-11-23T10:00:00+09:00' });

  it('counts each current student’s usable 보강권, a teacher’s own only', async () => {
    const kim = await signIn(t.app, 'teacher');
    const lee = await signIn(t.app, 'teacher');
    const owner = await signIn(t.app, 'owner');
    const haru = (await api.add(t.app, kim, { name: '하루', lesson: 4 })).json().student.id as number;
    const nuri = (await api.add(t.app, kim, { name: '누리', lesson: 4 })).json().student.id as number;
    const other = (await api.add(t.app, lee, { name: '온새', lesson: 4 })).json().student.id as number;
    // Two lessons the teacher missed, recorded three days apart: credits valid 30 days from then.
    expect(
      (await api.lesson(t.app, kim, '하루', { status: '강사사정', date: '2026-11-20' })).statusCode,
    ).toBe(200);
    t.clock.set('2026-11-26T10:00:00+09:00');
    expect(
      (await api.lesson(t.app, kim, '하루', { status: '강사사정', date: '2026-11-21' })).statusCode,
    ).toBe(200);
    const counts = await call(t.app, kim, 'GET', '/api/member/credit-counts');
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual(
      [
        { id: haru, credits: 2 },
        { id: nuri, credits: 0 },
      ].sort((a, b) => a.id - b.id),
    );
    expect((await call(t.app, owner, 'GET', `/api/member/credit-counts?teacherId=${lee.id}`)).json()).toEqual(
      [{ id: other, credits: 0 }],
    );
    expect((await call(t.app, kim, 'GET', `/api/member/credit-counts?teacherId=${lee.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(t.app, null, 'GET', '/api/member/credit-counts')).statusCode).toBe(401);
    // The first runs out on 12월 23일: the next day only the later one is left.
    t.clock.set('2026-12-24T10:00:00+09:00');
    expect((await call(t.app, kim, 'GET', '/api/member/credit-counts')).json()).toContainEqual({
      id: haru,
      credits: 1,
    });
  });
});
