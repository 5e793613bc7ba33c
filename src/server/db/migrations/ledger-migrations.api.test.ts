/**
 * The ledger's migrations over a database that already holds students, lessons and payments:
 * the rows survive, each ledger row gets the balance it left, and the new reasons are accepted.
 */
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratorTo } from '../../testing/migrate-to.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

describe('the ledger migrations', () => {
  // Each test has a database of its own, taken up the migrations to where it starts.
  let database: TestDatabase;
  let db: Kysely<unknown>;
  let migrateTo: (name: string) => Promise<void>;
  beforeEach(async () => {
    database = await createTestDatabase({ migrate: false });
    db = database.handle.db as unknown as Kysely<unknown>;
    migrateTo = migratorTo(db);
  });
  afterEach(async () => {
    await database.handle.db.destroy();
    await database.dispose();
  });

  /**
   * Before the ledger (011): 김선생's 민지 (4 left: 3 opening, a lesson, 2 paid) and 서연 (1 left:
   * 2 opening, a lesson), five rows without balances.
   */
  async function studentsBeforeTheLedger() {
    await migrateTo('011-board-settings');
    await sql`insert into users (id, name, phone, password_hash, role, created_at)
      values ('kim', '김선생', '010-0000-0000', 'x', 'teacher', '2026-01-01T00:00:00Z')`.execute(db);
    await sql`insert into students (teacher_id, name, phone, join_date, remaining, created_at) values
      ('kim', '민지', '', '2026-01-01', 4, '2026-01-01T00:00:00Z'),
      ('kim', '서연', '', '2026-01-01', 1, '2026-01-01T00:00:00Z')`.execute(db);
    const at = '2026-01-02T00:00:00Z';
    await sql`insert into lesson_ledger (student_id, ${sql.ref('change')}, reason, at, actor_id) values
      (1, 3, 'opening', ${at}, 'kim'),
      (2, 2, 'opening', ${at}, 'kim'),
      (1, -1, 'lesson', ${at}, 'kim'),
      (2, -1, 'lesson', ${at}, 'kim'),
      (1, 2, 'payment', ${at}, 'kim')`.execute(db);
  }

  /** The same, taken up to the first ledger (012). */
  async function firstLedger() {
    await studentsBeforeTheLedger();
    await migrateTo('012-ledger');
  }

  const ledger = async () =>
    (
      await sql<{ student_id: number; change: number; reason: string; balance: number }>`
        select student_id, ${sql.ref('change')}, reason, balance from lesson_ledger order by id`.execute(db)
    ).rows.map((row) => [Number(row.student_id), row.reason, Number(row.change), Number(row.balance)]);

  it('gives every existing row the running balance of its student', async () => {
    await studentsBeforeTheLedger();
    await migrateTo('012-ledger');
    expect(await ledger()).toEqual([
      [1, 'opening', 3, 3],
      [2, 'opening', 2, 2],
      [1, 'lesson', -1, 2],
      [2, 'lesson', -1, 1],
      [1, 'payment', 2, 4],
    ]);
  });

  it('accepts the new reasons and refuses one it does not know', async () => {
    await firstLedger();
    const insert = (reason: string) =>
      sql`insert into lesson_ledger (student_id, ${sql.ref('change')}, reason, at, actor_id, balance)
        values (1, 1, ${reason}, '2026-01-03T00:00:00Z', 'kim', 5)`.execute(db);
    for (const reason of ['correction', 'void', 'import', 'credit', 'lapse']) await insert(reason);
    await expect(insert('gift')).rejects.toThrow();
    await sql`delete from lesson_ledger where at = '2026-01-03T00:00:00Z'`.execute(db);
  });

  const remaining = async () =>
    (await sql<{ remaining: number }>`select remaining from students order by id`.execute(db)).rows.map(
      (row) => Number(row.remaining),
    );

  it('lets a balance go below 0 down to −100, keeping the students and every reference to them', async () => {
    await firstLedger();
    await sql`insert into lessons_given (student_id, lesson_day, status, recorded_at, recorded_by)
      values (2, '2026-01-02', '출석', '2026-01-02T00:00:00Z', 'kim')`.execute(db);
    await sql`insert into payments (student_id, kind, pay_day, paid_at, amount, lessons, method, recorded_by)
      values (1, 'payment', '2026-01-02', '2026-01-02T00:00:00Z', 100000, 2, '카드', 'kim')`.execute(db);
    await migrateTo('013-owed-and-void');
    expect(await remaining()).toEqual([4, 1]);
    await sql`update students set remaining = -100 where id = 2`.execute(db);
    await expect(sql`update students set remaining = -101 where id = 2`.execute(db)).rejects.toThrow();
    // The tables that refer to students still do, and still refuse a student that is not there.
    await expect(
      sql`insert into lesson_ledger (student_id, ${sql.ref('change')}, reason, at, actor_id, balance)
        values (99, 1, 'import', '2026-01-03T00:00:00Z', 'kim', 1)`.execute(db),
    ).rejects.toThrow();
    await expect(sql`delete from students where id = 2`.execute(db)).rejects.toThrow();
    // A name stays unique among a teacher's current students.
    await expect(
      sql`insert into students (teacher_id, name, phone, join_date, created_at)
        values ('kim', '민지', '', '2026-01-03', '2026-01-03T00:00:00Z')`.execute(db),
    ).rejects.toThrow();
    const payment = await sql<{ voided_at: string | null }>`select voided_at from payments`.execute(db);
    expect(payment.rows).toEqual([{ voided_at: null }]);
  });
});
