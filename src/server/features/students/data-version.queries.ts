/**
 * The version of a teacher's data (`student_list_versions`): a counter that triggers raise on
 * every change of one of the teacher's students, lesson records or payments (migrations 024 and
 * 026). Answers kept in memory — the student list, the month's statistics and 출석부 — stand
 * while it does (decisions 050, 059).
 */
import { sql } from 'kysely';
import { compiledOnce, runCompiled } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';

/**
 * The version of a teacher's data — their students, lesson records and payments — or of every
 * teacher's together when `teacherId` is null (versions only rise, so their sum does too).
 */
export async function dataVersion(db: Db, teacherId: string | null): Promise<number> {
  // Compiled once (db/compiled-once.ts): it runs on every request for a kept answer.
  const total = sql<number>`coalesce(sum(version), 0)`.as('version');
  const query =
    teacherId === null
      ? compiledOnce(db, 'data-version:all', () => db.selectFrom('student_list_versions').select(total))
      : compiledOnce(db, 'data-version:teacher', () =>
          db.selectFrom('student_list_versions').select(total).where('teacher_id', '=', ''),
        );
  const [row] = await runCompiled(db, query, teacherId === null ? [] : [teacherId]);
  return Number(row?.version ?? 0);
}
