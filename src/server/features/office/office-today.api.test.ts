/**
 * The staff's home, `GET /api/office/today`, on a seeded Wednesday: the owner gets the whole
 * studio's day and what waits, item by item; a teacher gets the same narrowed to their own
 * students, never another teacher's, and no backup; a visitor is refused, a bad date is a 400.
 * On both databases (the backup is SQLite's: on PostgreSQL the site makes none).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEnquiry, moveEnquiry, sendEnquiry } from '../../testing/enquiries.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { anOrder, saveProduct, sendOrder, setStatus } from '../../testing/products.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addLesson } from '../../testing/timetable.ts';
import { enqueueMessage } from '../messages/index.ts';

// Wednesday 25 November 2026, 10:00 in Seoul.
const NOW = '2026-11-25T10:00:00+09:00';
const TODAY = '2026-11-25';

const today = (t: TestApp, who: SignedIn | null, query = '') =>
  call(t.app, who, 'GET', `/api/office/today${query}`);

/** A student of `teacher` with `lesson` lessons and a lesson on Wednesdays at `time`. */
async function student(
  t: TestApp,
  teacher: SignedIn,
  name: string,
  lesson: number,
  time: number,
  day = '수',
) {
  const created = await api.add(t.app, teacher, { name, lesson });
  if (created.statusCode !== 201) throw new Error(created.body);
  const id = created.json().student.id as number;
  const added = await addLesson(t.app, teacher, { day, time, type: '1시간', name, studentId: id });
  if (added.statusCode >= 300) throw new Error(added.body);
  return id;
}

async function record(t: TestApp, teacher: SignedIn, name: string, status: string) {
  const response = await api.lesson(t.app, teacher, name, { status });
  if (response.statusCode !== 200) throw new Error(`${name} ${status}: ${response.body}`);
}

/** A message about the student to one phone, due at `scheduledAt` (night: held until 08:00). */
async function message(t: TestApp, studentId: number, key: string, scheduledAt?: Date) {
  const [row] = await enqueueMessage(t.db, {
    event: 'payment-received',
    studentId,
    variables: { 이름: '학생', 금액: '200,000원', 횟수: '4', 영수증: 'https://studio.example/r/1' },
    sourceKey: key,
    to: { phone: '010-5555-0000' },
    now: t.clock.now(),
    ...(scheduledAt ? { scheduledAt, urgent: false } : {}),
  });
  if (!row) throw new Error('no message written');
  return row.id;
}

describe('GET /api/office/today', () => {
  let t: TestApp;
  let owner: SignedIn;
  let kim: SignedIn;
  let lee: SignedIn;
  const ids: Record<string, number> = {};
  let enquiryId: number;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    owner = await signIn(t.app, 'owner', 'owner');
    kim = await signIn(t.app, 'teacher', 'kim');
    lee = await signIn(t.app, 'teacher', 'lee');
    await t.db.updateTable('users').set({ name: '김선생' }).where('id', '=', 'kim').execute();
    await t.db.updateTable('users').set({ name: '이선생' }).where('id', '=', 'lee').execute();
    await t.db.updateTable('users').set({ name: '원장' }).where('id', '=', 'owner').execute();

    // 김선생: 민지 14시 출석, 서준 15시 당일취소, 하린 16시 출석 at 0 left (미수 1), 유나 17시 not yet.
    ids.민지 = await student(t, kim, '민지', 4, 14);
    ids.서준 = await student(t, kim, '서준', 4, 15);
    ids.하린 = await student(t, kim, '하린', 0, 16);
    ids.유나 = await student(t, kim, '유나', 2, 17);
    await record(t, kim, '민지', '출석');
    await record(t, kim, '서준', '당일취소');
    await record(t, kim, '하린', '출석');
    // 이선생: 도윤 14시 강사사정 and owing 2 (not scheduled today: 준호), 소희 tomorrow with a late 결석 신청.
    ids.도윤 = await student(t, lee, '도윤', 3, 14);
    ids.준호 = await student(t, lee, '준호', 0, 10, '월');
    ids.소희 = await student(t, lee, '소희', 4, 11, '목');
    await record(t, lee, '도윤', '강사사정');
    for (const _ of [1, 2]) {
      const owed = await api.lesson(t.app, lee, '준호', { status: '출석', date: '2026-11-23' });
      if (owed.statusCode !== 200) throw new Error(owed.body);
    }
    const family = await signInFamily(t.app, lee, '소희');
    const late = await asFamily(t.app, family, 'POST', '/api/family/absences', {
      studentId: ids.소희,
      date: '2026-11-26',
      reason: '감기',
    });
    if (late.json().absence?.state !== 'requested') throw new Error(late.body);

    // Packages running out (valid for 5 and 3 days from today's payment); 유나's 30 days away is not listed.
    for (const [teacher, name, validDays] of [
      [kim, '민지', 5],
      [lee, '도윤', 3],
      [kim, '유나', 30],
    ] as const) {
      const paid = await api.charge(t.app, teacher, name, {
        pay: 100000,
        lesson: 4,
        method: '카드',
        validDays,
      });
      if (paid.statusCode !== 200) throw new Error(paid.body);
    }

    // Two enquiries, one already 연락함; two order requests, one already 확인.
    const first = await sendEnquiry(t.app, anEnquiry({ name: '박새봄' }), '203.0.113.1');
    t.clock.set('2026-11-25T10:01:00+09:00');
    const second = await sendEnquiry(t.app, anEnquiry({ name: '최여름', instrument: '보컬' }), '203.0.113.2');
    enquiryId = second.json().id;
    const moved = await moveEnquiry(t.app, owner, first.json().id, '연락함');
    if (moved.statusCode !== 200) throw new Error(moved.body);
    const product = (
      await saveProduct(t.app, kim, { name: '리드', price: 25000, optionList: ['2.5호'] })
    ).json().idx as number;
    const order1 = await sendOrder(t.app, anOrder(product, { name: '정가을' }), '203.0.113.3');
    const order2 = await sendOrder(t.app, anOrder(product, { name: '한겨울', quantity: 1 }), '203.0.113.4');
    orderId = order2.json().id;
    const confirmed = await setStatus(t.app, kim, order1.json().id, '확인');
    if (confirmed.statusCode !== 200) throw new Error(confirmed.body);

    t.clock.set(NOW);
    // The outbox: 민지's message failed, 도윤's held for the night, 유나's due now (neither).
    const failed = await message(t, ids.민지 as number, 'failed');
    await t.db
      .updateTable('message_outbox')
      .set({ status: 'failed', reason: '번호 없음' })
      .where('id', '=', failed)
      .execute();
    await message(t, ids.도윤 as number, 'held', new Date('2026-11-25T22:00:00+09:00'));
    await message(t, ids.유나 as number, 'due');

    if (t.app.backups.supported) {
      await t.app.backups.recordGood({
        at: '2026-11-24T17:00:00.000Z',
        source: 'nightly',
        file: 'studio.tar.gz',
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the owner the whole studio: every lesson, who owes, packages, enquiries, orders, requests, outbox, backup', async () => {
    const response = await today(t, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.date).toBe(TODAY);
    expect(body.scope).toBe('studio');
    expect(body.teachers).toEqual([
      { id: 'owner', name: '원장' },
      { id: 'kim', name: '김선생' },
      { id: 'lee', name: '이선생' },
    ]);
    expect(body.closed).toBeNull();
    expect(
      body.lessons.map((lesson: { time: number; name: string; teacherId: string; status: string | null }) => [
        lesson.time,
        lesson.name,
        lesson.teacherId,
        lesson.status,
      ]),
    ).toEqual([
      [14, '민지', 'kim', '출석'],
      [14, '도윤', 'lee', '강사사정'],
      [15, '서준', 'kim', '당일취소'],
      [16, '하린', 'kim', '출석'],
      [17, '유나', 'kim', null],
    ]);
    expect(body.lessons[0]).toMatchObject({
      key: expect.stringMatching(/^s\d+@2026-11-25$/),
      kind: 'series',
    });
    expect(body.counts).toEqual({ lessons: 5, recorded: 4, unrecorded: 1, absences: 2 });
    expect(body.owing).toEqual([
      { studentId: ids.준호, name: '준호', teacherId: 'lee', owed: 2 },
      { studentId: ids.하린, name: '하린', teacherId: 'kim', owed: 1 },
    ]);
    expect(body.expiring).toEqual([
      {
        paymentId: expect.any(Number),
        studentId: ids.도윤,
        name: '도윤',
        teacherId: 'lee',
        unused: 4,
        expiresOn: '2026-11-28',
        state: 'expiring',
      },
      {
        paymentId: expect.any(Number),
        studentId: ids.민지,
        name: '민지',
        teacherId: 'kim',
        unused: 4,
        expiresOn: '2026-11-30',
        state: 'expiring',
      },
    ]);
    expect(body.enquiries).toEqual({
      count: 1,
      items: [{ id: enquiryId, name: '최여름', instrument: '보컬', createdAt: '2026-11-25T01:01:00.000Z' }],
    });
    expect(body.orders).toEqual({
      count: 1,
      items: [
        { id: orderId, productName: '리드', name: '한겨울', quantity: 1, createdAt: expect.any(String) },
      ],
    });
    expect(body.absenceRequests).toEqual([
      {
        id: expect.any(Number),
        studentName: '소희',
        teacherId: 'lee',
        lessonDay: '2026-11-26',
        reason: '감기',
        requestedAt: '2026-11-25T01:00:00.000Z',
      },
    ]);
    expect(body.outbox).toEqual({ failed: 1, held: 1, stalled: false });
    expect(body.backup).toEqual(
      t.app.backups.supported
        ? { supported: true, lastBackupAt: '2026-11-24T17:00:00.000Z', stale: false }
        : { supported: false, lastBackupAt: null, stale: false },
    );
  });

  it('gives a teacher only their own students, the studio’s enquiries and orders, and no backup', async () => {
    const body = (await today(t, kim)).json();
    expect(body.scope).toBe('teacher');
    expect(body.teachers).toEqual([{ id: 'kim', name: '김선생' }]);
    expect(body.lessons.map((lesson: { name: string }) => lesson.name)).toEqual([
      '민지',
      '서준',
      '하린',
      '유나',
    ]);
    expect(body.counts).toEqual({ lessons: 4, recorded: 3, unrecorded: 1, absences: 1 });
    expect(body.owing).toEqual([{ studentId: ids.하린, name: '하린', teacherId: 'kim', owed: 1 }]);
    expect(body.expiring.map((item: { name: string }) => item.name)).toEqual(['민지']);
    expect(body.absenceRequests).toEqual([]);
    expect(body.enquiries.count).toBe(1);
    expect(body.orders.count).toBe(1);
    expect(body.outbox).toEqual({ failed: 1, held: 0, stalled: false });
    expect(body.backup).toBeNull();
    const names = JSON.stringify(body);
    for (const other of ['도윤', '준호', '소희']) expect(names).not.toContain(other);

    const theirs = (await today(t, lee)).json();
    expect(theirs.lessons.map((lesson: { name: string }) => lesson.name)).toEqual(['도윤']);
    expect(theirs.owing.map((item: { name: string }) => item.name)).toEqual(['준호']);
    expect(theirs.absenceRequests.map((item: { studentName: string }) => item.studentName)).toEqual(['소희']);
    expect(theirs.outbox).toEqual({ failed: 0, held: 1, stalled: false });
    for (const other of ['민지', '서준', '하린', '유나']) expect(JSON.stringify(theirs)).not.toContain(other);
  });

  it('shows another day when asked: tomorrow’s lessons are not recorded yet', async () => {
    const body = (await today(t, owner, '?date=2026-11-26')).json();
    expect(body.date).toBe('2026-11-26');
    expect(
      body.lessons.map((lesson: { name: string; status: string | null }) => [lesson.name, lesson.status]),
    ).toEqual([['소희', null]]);
    expect(body.counts).toEqual({ lessons: 1, recorded: 0, unrecorded: 1, absences: 0 });
  });

  it('refuses a visitor with 401 and a pending account with 403', async () => {
    const visitor = await today(t, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toEqual(expect.any(String));
    const pending = await signIn(t.app, 'pending');
    expect((await today(t, pending)).statusCode).toBe(403);
  });

  it.each([
    ['a day that does not exist', '2026-02-30'],
    ['another format', '25.11.2026'],
    ['a huge string', 'x'.repeat(5000)],
    ['a control character', '2026-11-2%005'],
  ])('refuses %s with 400 in Korean', async (_what, date) => {
    const response = await today(t, owner, `?date=${encodeURIComponent(date)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'calendar.invalid_date', message: expect.stringMatching(/[가-힣]/) },
    });
  });
});
