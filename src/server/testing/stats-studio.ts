/**
 * A small studio for the statistics tests, around March 2026 (Seoul): two teachers, a
 * payment at 00:30 on 1 March in Seoul (still February in UTC), a refund, a lesson undone by
 * 취소, an archived student with lessons left, and rows just outside the month on both sides.
 */
import { beforeAll } from 'vitest';
import { appForTests } from './app-for-tests.ts';
import { type SignedIn, signIn } from './sign-in.ts';
import { standIn } from './stand-in.ts';
import { addLesson, addPayment, addRefund, addStudent } from './stats-fixtures.ts';
import type { TestApp } from './test-app.ts';

export interface StatsStudio {
  owner: SignedIn;
  teacherA: SignedIn;
  teacherB: SignedIn;
}

async function seedStatsStudio(t: TestApp): Promise<StatsStudio> {
  const owner = await signIn(t.app, 'owner');
  const teacherA = await signIn(t.app, 'teacher');
  const teacherB = await signIn(t.app, 'teacher');
  const db = t.db;

  const minji = await addStudent(db, {
    teacherId: teacherA.id,
    name: '김민지',
    joinDate: '2026-03-01',
    remaining: 1,
  });
  const seojun = await addStudent(db, {
    teacherId: teacherA.id,
    name: '이서준',
    joinDate: '2025-12-10',
    remaining: 4,
  });
  const haneul = await addStudent(db, {
    teacherId: teacherA.id,
    name: '박하늘',
    joinDate: '2026-01-05',
    remaining: 2,
    archived: true,
  });
  const formula = await addStudent(db, { teacherId: teacherA.id, name: '=SUM(A1)', joinDate: '2026-03-20' });
  const yuna = await addStudent(db, {
    teacherId: teacherB.id,
    name: '최유나',
    joinDate: '2025-11-02',
    remaining: 5,
  });

  // 00:30 on 1 March in Seoul: March.
  await addPayment(db, minji, {
    paidAt: '2026-02-28T15:30:00.000Z',
    amount: 250_000,
    lessons: 4,
    method: '카드',
  });
  const package8 = await addPayment(db, seojun, {
    paidAt: '2026-03-05T02:00:00.000Z',
    amount: 500_000,
    lessons: 8,
    method: '현금',
    receiptNo: '123456789',
  });
  await addRefund(db, seojun, {
    refundOf: package8,
    paidAt: '2026-03-10T03:00:00.000Z',
    amount: 125_000,
    lessons: 2,
    method: '현금',
  });
  await addPayment(db, haneul, {
    paidAt: '2026-01-05T03:00:00.000Z',
    amount: 200_000,
    lessons: 4,
    method: '카드',
  });
  // 23:59 on 28 February in Seoul: February.
  await addPayment(db, yuna, {
    paidAt: '2026-02-28T14:59:00.000Z',
    amount: 300_000,
    lessons: 4,
    method: '카드',
  });
  await addPayment(db, yuna, {
    paidAt: '2026-03-15T05:00:00.000Z',
    amount: 320_000,
    lessons: 4,
    method: '계좌이체',
  });
  // 1 April 00:00 in Seoul: April.
  await addPayment(db, yuna, {
    paidAt: '2026-03-31T15:00:00.000Z',
    amount: 80_000,
    lessons: 1,
    method: '카드',
  });

  await addLesson(db, minji, '2026-03-03', '출석');
  await addLesson(db, minji, '2026-03-10', '지각');
  await addLesson(db, minji, '2026-03-17', '당일취소');
  await addLesson(db, seojun, '2026-03-04', '사전취소');
  await addLesson(db, seojun, '2026-03-11', '강사사정');
  await addLesson(db, seojun, '2026-03-11', '출석');
  await addLesson(db, seojun, '2026-03-18', '출석', { cancelled: true });
  await addLesson(db, haneul, '2026-03-02', '출석');
  await addLesson(db, yuna, '2026-03-02', '출석');
  await addLesson(db, yuna, '2026-03-31', '출석');
  await addLesson(db, yuna, '2026-02-28', '출석');
  await addLesson(db, yuna, '2026-04-01', '출석');
  void formula;
  return { owner, teacherA, teacherB };
}

/** An app at noon on 20 March 2026 in Seoul holding the studio, for the tests of a file. */
export function statsStudioForTests(): { t: TestApp; studio: StatsStudio } {
  const t = appForTests({ now: '2026-03-20T03:00:00.000Z' });
  let studio: StatsStudio | undefined;
  beforeAll(async () => {
    studio = await seedStatsStudio(t);
  });
  return { t, studio: standIn(() => studio) };
}
