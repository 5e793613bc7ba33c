/** Package validity through the API (decision 037): shown ahead, lapsing only when the owner says. */
import { describe, expect, it } from 'vitest';
import type { LessonPackage } from '#shared/schemas/calendar.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { addClosure } from '../../testing/closures.ts';
import { type SignedIn, signIn, signInAgain } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call, newStudent, recorded, setLessonRules } from '../../testing/students.ts';

describe('package validity', () => {
  const t = appForTests({ now: '2026-11-02T10:00:00+09:00' });
  const ownerAccount = signedInForTests(t, 'owner');

  const packages = async (who: SignedIn, name: string, query = '') => {
    const detail = await api.detail(t.app, who, name, query);
    if (detail.statusCode !== 200) throw new Error(detail.body);
    return detail.json().packages as LessonPackage[];
  };
  const charged = async (who: SignedIn, name: string, body: object) => {
    const response = await api.charge(t.app, who, name, body);
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  const at = async (instant: string, who: SignedIn) => {
    t.clock.set(instant);
    return signInAgain(t.app, who);
  };

  /**
   * On Monday 2 November 2026, with the studio's default validity of `packageDays` (0: none):
   * teachers of the test's own, 김 with 민지 and 지훈 and 이 with 서연, none of them holding lessons.
   */
  async function studio(packageDays: number) {
    t.clock.set('2026-11-02T10:00:00+09:00');
    const owner = await signInAgain(t.app, ownerAccount);
    await setLessonRules(t.app, owner, { packageDays });
    const kim = await signIn(t.app, 'teacher');
    const lee = await signIn(t.app, 'teacher');
    await newStudent(t.app, kim, { name: '민지', lesson: 0 });
    await newStudent(t.app, kim, { name: '지훈', lesson: 0 });
    await newStudent(t.app, lee, { name: '서연', lesson: 0 });
    return { owner, kim, lee };
  }

  /** The studio as a month goes: 민지 paid 2 lessons with no validity and 4 for 35 days, then
   * had 3 lessons; 지훈 paid 4 lessons at the studio's 28 days. */
  async function monthOfPackages() {
    const { owner, kim, lee } = await studio(28);
    await charged(kim, '민지', { pay: 100_000, lesson: 2, validDays: 0 });
    await charged(kim, '민지', { pay: 200_000, lesson: 4, validDays: 35 });
    await charged(kim, '지훈', { pay: 200_000, lesson: 4 });
    t.clock.set('2026-11-03T16:00:00+09:00');
    for (let lesson = 0; lesson < 3; lesson++) await recorded(t.app, kim, '민지', { status: '출석' });
    return { owner, kim, lee };
  }

  it('has no validity unless the payment or the studio gives one', async () => {
    const { kim } = await studio(0);
    expect((await api.charge(t.app, kim, '민지', { pay: 100_000, lesson: 2 })).statusCode).toBe(200);
    expect(await packages(kim, '민지')).toEqual([
      {
        paymentId: expect.any(Number),
        payDay: '2026-11-02',
        lessons: 2,
        unused: 2,
        expiresOn: null,
        state: 'ok',
      },
    ]);
  });

  it('takes the days given with a payment, or the studio’s default, and refuses a wrong number', async () => {
    const { owner, kim, lee } = await studio(0);
    expect((await api.charge(t.app, kim, '민지', { pay: 100_000, lesson: 2 })).statusCode).toBe(200);
    expect(
      (await api.charge(t.app, kim, '민지', { pay: 200_000, lesson: 4, validDays: 35 })).statusCode,
    ).toBe(200);
    await setLessonRules(t.app, owner, { packageDays: 28 });
    expect((await api.charge(t.app, kim, '지훈', { pay: 200_000, lesson: 4 })).statusCode).toBe(200);
    expect((await api.charge(t.app, lee, '서연', { pay: 200_000, lesson: 4, validDays: 0 })).statusCode).toBe(
      200,
    );
    expect((await packages(kim, '민지')).map((item) => [item.lessons, item.unused, item.expiresOn])).toEqual([
      [4, 4, '2026-12-07'],
      [2, 2, null],
    ]);
    expect((await packages(kim, '지훈'))[0]?.expiresOn).toBe('2026-11-30');
    expect((await packages(lee, '서연'))[0]?.expiresOn).toBeNull();
    for (const validDays of [-1, 731, 1.5, '7']) {
      const response = await api.charge(t.app, kim, '민지', { pay: 1000, lesson: 1, validDays });
      expect([validDays, response.statusCode, response.json().error]).toEqual([
        validDays,
        400,
        {
          code: 'students.valid_days_invalid',
          message: '유효 기간은 0일(없음)에서 730일 사이의 정수로 입력해 주세요.',
        },
      ]);
    }
  });

  it('uses the oldest package first: lessons given leave the newest untouched', async () => {
    const { kim } = await studio(0);
    await charged(kim, '민지', { pay: 100_000, lesson: 2 });
    await charged(kim, '민지', { pay: 200_000, lesson: 4, validDays: 35 });
    t.clock.set('2026-11-03T16:00:00+09:00');
    await api.lesson(t.app, kim, '민지', { status: '출석' });
    await api.lesson(t.app, kim, '민지', { status: '출석' });
    await api.lesson(t.app, kim, '민지', { status: '출석' });
    expect((await packages(kim, '민지')).map((item) => item.unused)).toEqual([3, 0]);
  });

  it('moves a validity on by the studio’s closed days inside it', async () => {
    // In March 2027, apart from every other test's packages, since a closure is the studio's.
    t.clock.set('2027-03-02T10:00:00+09:00');
    const owner = await signInAgain(t.app, ownerAccount);
    await setLessonRules(t.app, owner, { packageDays: 28 });
    const kim = await signIn(t.app, 'teacher');
    await newStudent(t.app, kim, { name: '민지', lesson: 0 });
    await newStudent(t.app, kim, { name: '지훈', lesson: 0 });
    await charged(kim, '민지', { pay: 200_000, lesson: 4, validDays: 35 });
    await charged(kim, '지훈', { pay: 200_000, lesson: 4 });
    expect((await packages(kim, '지훈'))[0]?.expiresOn).toBe('2027-03-30');
    expect((await packages(kim, '민지'))[0]?.expiresOn).toBe('2027-04-06');
    expect(
      (await addClosure(t.app, owner, { from: '2027-03-16', to: '2027-03-18', name: '정기 휴원' }))
        .statusCode,
    ).toBe(201);
    expect((await packages(kim, '지훈'))[0]?.expiresOn).toBe('2027-04-02');
    expect((await packages(kim, '민지'))[0]?.expiresOn).toBe('2027-04-09');
  });

  it('warns 7 days ahead, on the student page and in the list of its teacher', async () => {
    const studio = await monthOfPackages();
    const [kim, lee, owner] = await Promise.all([
      at('2026-11-23T10:00:00+09:00', studio.kim),
      signInAgain(t.app, studio.lee),
      signInAgain(t.app, studio.owner),
    ]);
    expect((await packages(kim, '지훈'))[0]?.state).toBe('expiring');
    expect((await packages(kim, '민지'))[0]?.state).toBe('ok');
    const expiring = await call(t.app, kim, 'GET', '/api/member/expiring');
    expect(expiring.json()).toEqual([
      {
        studentId: expect.any(Number),
        name: '지훈',
        teacherId: kim.id,
        paymentId: expect.any(Number),
        payDay: '2026-11-02',
        lessons: 4,
        unused: 4,
        expiresOn: '2026-11-30',
        state: 'expiring',
      },
    ]);
    expect((await call(t.app, lee, 'GET', '/api/member/expiring')).json()).toEqual([]);
    const byOwner = (await call(t.app, owner, 'GET', '/api/member/expiring')).json() as {
      teacherId: string;
    }[];
    expect(byOwner.filter((item) => item.teacherId === kim.id)).toHaveLength(1);
    expect((await call(t.app, null, 'GET', '/api/member/expiring')).statusCode).toBe(401);
  });

  it('never lapses by itself: an expired package keeps its lessons until the owner decides', async () => {
    const studio = await monthOfPackages();
    const kim = await at('2026-12-01T10:00:00+09:00', studio.kim);
    expect(await packages(kim, '지훈')).toEqual([
      expect.objectContaining({ unused: 4, expiresOn: '2026-11-30', state: 'expired' }),
    ]);
    expect((await api.detail(t.app, kim, '지훈')).json().lesson).toBe(4);
  });

  it('lets only the owner lapse or extend, and only an expired package lapses', async () => {
    const studio = await monthOfPackages();
    const [kim, owner] = await Promise.all([
      at('2026-12-01T10:00:00+09:00', studio.kim),
      signInAgain(t.app, studio.owner),
    ]);
    const [jihun] = await packages(kim, '지훈');
    const [minji] = await packages(kim, '민지');
    const byTeacher = await call(t.app, kim, 'POST', `/api/member/packages/${jihun!.paymentId}/lapse`);
    expect(byTeacher.statusCode).toBe(403);
    const early = await call(t.app, owner, 'POST', `/api/member/packages/${minji!.paymentId}/lapse`);
    expect([early.statusCode, early.json().error]).toEqual([
      409,
      { code: 'calendar.package_not_expired', message: '아직 유효기간이 지나지 않은 결제입니다.' },
    ]);
    const none = await call(t.app, owner, 'POST', '/api/member/packages/999999/lapse');
    expect([none.statusCode, none.json().error.code]).toEqual([404, 'calendar.package_not_found']);
    const unlimited = (await packages(kim, '민지'))[1]!;
    const noValidity = await call(
      t.app,
      owner,
      'POST',
      `/api/member/packages/${unlimited.paymentId}/extend`,
      { days: 7 },
    );
    expect([noValidity.statusCode, noValidity.json().error.code]).toEqual([
      409,
      'calendar.package_no_validity',
    ]);
    for (const days of [0, 366, 2.5]) {
      const response = await call(t.app, owner, 'POST', `/api/member/packages/${jihun!.paymentId}/extend`, {
        days,
      });
      expect([days, response.json().error?.code]).toEqual([days, 'calendar.extend_days_invalid']);
    }
    // Nothing of the refused requests changed the packages.
    expect(await packages(kim, '지훈')).toEqual([jihun]);
    expect((await packages(kim, '민지'))[0]).toEqual(minji);
  });

  it('lapses the unused lessons with a ledger row of their own, once, and extends by days the owner chooses', async () => {
    const studio = await monthOfPackages();
    const [kim, owner] = await Promise.all([
      at('2026-12-01T10:00:00+09:00', studio.kim),
      signInAgain(t.app, studio.owner),
    ]);
    const auditBefore = (await call(t.app, owner, 'GET', '/api/audit')).json().items[0].id as number;
    const [jihun] = await packages(kim, '지훈');
    const lapsed = await call(t.app, owner, 'POST', `/api/member/packages/${jihun!.paymentId}/lapse`);
    expect(lapsed.statusCode).toBe(200);
    expect(lapsed.json()).toEqual({
      message: '지훈님 기간이 지난 레슨 4회를 소멸 처리했습니다. 남은 레슨 0회.',
      package: expect.objectContaining({ unused: 0, state: 'ok' }),
      lesson: 0,
    });
    const ledger = await t.db
      .selectFrom('lesson_ledger')
      .select(['change', 'reason', 'note', 'balance'])
      .where('payment_id', '=', jihun!.paymentId)
      .orderBy('id')
      .execute();
    expect(ledger.map((row) => [Number(row.change), row.reason, row.note, Number(row.balance)])).toEqual([
      [4, 'payment', null, 4],
      [-4, 'lapse', '유효기간 2026-11-30 지남', 0],
    ]);
    const again = await call(t.app, owner, 'POST', `/api/member/packages/${jihun!.paymentId}/lapse`);
    expect(again.json().error.code).toBe('calendar.package_not_expired');

    const [minji] = await packages(kim, '민지');
    const extended = await call(t.app, owner, 'POST', `/api/member/packages/${minji!.paymentId}/extend`, {
      days: 14,
    });
    expect(extended.json()).toEqual({
      message: '민지님 결제 레슨의 유효기간을 2026년 12월 21일까지로 늘렸습니다.',
      package: expect.objectContaining({ expiresOn: '2026-12-21', unused: 3 }),
      lesson: 3,
    });
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json().items as {
      id: number;
      action: string;
      target: string;
    }[];
    expect(
      audit
        .filter((entry) => entry.id > auditBefore && entry.action.startsWith('package.'))
        .map((entry) => [entry.action, entry.target]),
    ).toEqual([
      ['package.extend', '민지'],
      ['package.lapse', '지훈'],
    ]);
  });
});
