/**
 * A busy studio for the statistics benchmark and for looking at the page: 3 teachers,
 * 100 students each, 3 years of weekly (or twice-weekly) lessons (every status), a package of 4 lessons paid
 * before each fourth lesson, some refunds: about 40,000 lesson and payment rows. Seeded, so
 * every run builds the same studio.
 */
import { LESSON_STATUSES, PAYMENT_METHODS } from '#shared/student-rules.ts';
import { addDays, seoulDate, startOfSeoulDay } from '#shared/time.ts';
import type { Db } from '../../src/server/db/database.ts';

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'];
const GIVEN = [
  '민지',
  '서준',
  '하늘',
  '유나',
  '지호',
  '수아',
  '도윤',
  '예린',
  '시우',
  '채원',
  '하준',
  '지아',
];
const STATUS_WEIGHTS = [80, 8, 4, 5, 3];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(items: readonly T[], weights: number[], roll: number): T {
  let rest = roll * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < items.length; index++) {
    rest -= weights[index]!;
    if (rest < 0) return items[index]!;
  }
  return items.at(-1)!;
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  // PostgreSQL allows 65,535 parameters a statement; SQLite 32,766.
  for (let start = 0; start < rows.length; start += 2000) await insert(rows.slice(start, start + 2000));
}

export interface BenchStudio {
  teacherIds: string[];
  lessons: number;
  payments: number;
}

export async function seedBenchStudio(
  db: Db,
  today: string,
  options: { years?: number } = {},
): Promise<BenchStudio> {
  const rand = random(20_260_321);
  const first = addDays(today, -365 * (options.years ?? 3));
  const teacherIds = ['bench_kim', 'bench_lee', 'bench_park'];
  await db
    .insertInto('users')
    .values(
      teacherIds.map((id, index) => ({
        id,
        name: ['김선생', '이선생', '박선생'][index]!,
        phone: '010-0000-0000',
        password_hash: 'bench: this account cannot log in with a password',
        role: 'teacher' as const,
        created_at: `${first}T00:00:00.000Z`,
      })),
    )
    .execute();

  let lessonCount = 0;
  let paymentCount = 0;
  for (const [teacherIndex, teacherId] of teacherIds.entries()) {
    const lessons: LessonRow[] = [];
    const payments: PaymentRow[] = [];
    for (let number = 0; number < 100; number++) {
      const joinDate = addDays(first, Math.floor(rand() * 700));
      // A quarter of the students come twice a week.
      const twice = rand() < 0.25;
      const leaves = rand() < 0.25 ? addDays(joinDate, 90 + Math.floor(rand() * 400)) : today;
      const name = `${SURNAMES[Math.floor(rand() * SURNAMES.length)]}${GIVEN[Math.floor(rand() * GIVEN.length)]}${teacherIndex}${number}`;
      const student = await db
        .insertInto('students')
        .values({
          teacher_id: teacherId,
          name: name.slice(0, 20),
          phone: '010-1234-5678',
          join_date: joinDate,
          remaining: leaves === today ? Math.floor(rand() * 4) : 0,
          created_at: startOfSeoulDay(joinDate).toISOString(),
          archived_at: leaves === today ? null : startOfSeoulDay(leaves).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const studentId = Number(student.id);
      let charged = 0;
      for (
        let day = joinDate, turn = 0;
        day < leaves && day <= today;
        day = addDays(day, twice ? 3 + (turn++ % 2) : 7)
      ) {
        const status = pick(LESSON_STATUSES, STATUS_WEIGHTS, rand());
        if (charged % 4 === 0 && status !== '사전취소' && status !== '강사사정') {
          const paidAt = startOfSeoulDay(day).toISOString();
          payments.push({
            student_id: studentId,
            kind: 'payment',
            pay_day: seoulDate(new Date(paidAt)),
            paid_at: paidAt,
            amount: 250_000,
            lessons: 4,
            method: PAYMENT_METHODS[Math.floor(rand() * 3)]!,
            receipt_no: null,
            refund_of: null,
            recorded_by: teacherId,
          });
        }
        if (status !== '사전취소' && status !== '강사사정') charged++;
        lessons.push({
          student_id: studentId,
          lesson_day: day,
          status,
          recorded_at: startOfSeoulDay(day).toISOString(),
          recorded_by: teacherId,
          cancelled_at: rand() < 0.01 ? startOfSeoulDay(day).toISOString() : null,
        });
      }
    }
    await insertLessons(db, lessons);
    await insertPayments(db, payments);
    paymentCount += await refundSomeLeavers(db, teacherId, rand);
    lessonCount += lessons.length;
    paymentCount += payments.length;
  }
  return { teacherIds, lessons: lessonCount, payments: paymentCount };
}

type LessonRow = {
  student_id: number;
  lesson_day: string;
  status: (typeof LESSON_STATUSES)[number];
  recorded_at: string;
  recorded_by: string;
  cancelled_at: string | null;
};
type PaymentRow = {
  student_id: number;
  kind: 'payment';
  pay_day: string;
  paid_at: string;
  amount: number;
  lessons: number;
  method: (typeof PAYMENT_METHODS)[number];
  receipt_no: null;
  refund_of: null;
  recorded_by: string;
};

function insertLessons(db: Db, rows: LessonRow[]) {
  return insertBatches(rows, (batch) => db.insertInto('lessons_given').values(batch).execute());
}

function insertPayments(db: Db, rows: PaymentRow[]) {
  return insertBatches(rows, (batch) => db.insertInto('payments').values(batch).execute());
}

/** Half of the students who left took a refund of half their last package. */
async function refundSomeLeavers(db: Db, teacherId: string, rand: () => number): Promise<number> {
  const leavers = await db
    .selectFrom('students as s')
    .innerJoin('payments as p', 'p.student_id', 's.id')
    .select((eb) => ['s.id', 's.archived_at', eb.fn.max('p.id').as('last_payment')])
    .where('s.teacher_id', '=', teacherId)
    .where('s.archived_at', 'is not', null)
    .groupBy(['s.id', 's.archived_at'])
    .execute();
  let count = 0;
  for (const leaver of leavers) {
    if (rand() >= 0.5 || leaver.archived_at === null) continue;
    await db
      .insertInto('payments')
      .values({
        student_id: Number(leaver.id),
        kind: 'refund',
        pay_day: seoulDate(new Date(leaver.archived_at)),
        paid_at: leaver.archived_at,
        amount: -125_000,
        lessons: -2,
        method: '계좌이체',
        receipt_no: null,
        refund_of: Number(leaver.last_payment),
        recorded_by: teacherId,
      })
      .execute();
    count++;
  }
  return count;
}
