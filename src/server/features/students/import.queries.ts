/**
 * Students brought from a spreadsheet (학생 가져오기, docs/decisions/041-student-import.md): the
 * student-import feature judges the file's rows and hands the good ones here, where they are
 * made in one transaction, each with its lessons as an `import` ledger row through the one
 * writer, and the import audited once.
 *
 * A name the teacher already has is skipped by the database itself (ON CONFLICT on the
 * current-name index), so two imports of one file at once make each student once: the second
 * waits on PostgreSQL for the first's uncommitted rows and then skips them. Names go in
 * sorted, so two imports that share names wait in the same order and cannot deadlock.
 */
import { AppError } from '../../app-error.ts';
import { isForeignKeyViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { writeOpeningBalances } from './ledger.ts';

/** Rows per INSERT: well under either database's limit of bound parameters. */
const CHUNK = 200;
/** What the ledger row of an imported balance says. */
export const IMPORT_NOTE = '가져오기';

export interface ImportedStudent {
  name: string;
  phone: string;
  joinDate: string;
  remaining: number;
  memo: string | null;
}

/** The names of a teacher's current students. */
export async function currentStudentNames(db: Db, teacherId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('students')
    .select('name')
    .where('teacher_id', '=', teacherId)
    .where('archived_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.name));
}

/**
 * Makes the students whose names are still free; answers the names it made. `withMade`, when
 * given, runs in the same transaction with the students made (the import's contacts, written by
 * the messages feature, which this one does not import), and answers how many contacts it
 * added, for the audit entry.
 */
export async function importStudents(
  db: Db,
  input: {
    teacherId: string;
    students: ImportedStudent[];
    actor: AuditActor;
    now: Date;
    withMade?: (trx: Db, made: readonly { id: number; name: string }[]) => Promise<number>;
  },
): Promise<string[]> {
  const at = input.now.toISOString();
  const students = [...input.students].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const byName = new Map(students.map((student) => [student.name, student]));
  try {
    return await db.transaction().execute(async (trx) => {
      const made: { id: number; name: string }[] = [];
      for (let start = 0; start < students.length; start += CHUNK) {
        const rows = await trx
          .insertInto('students')
          .values(
            students.slice(start, start + CHUNK).map((student) => ({
              teacher_id: input.teacherId,
              name: student.name,
              phone: student.phone,
              join_date: student.joinDate,
              remaining: 0,
              created_at: at,
              memo: student.memo,
            })),
          )
          .onConflict((conflict) =>
            conflict.columns(['teacher_id', 'name']).where('archived_at', 'is', null).doNothing(),
          )
          .returning(['id', 'name'])
          .execute();
        made.push(...rows.map((row) => ({ id: Number(row.id), name: row.name })));
      }
      const balances = made
        .map((row) => ({ studentId: row.id, change: byName.get(row.name)?.remaining ?? 0 }))
        .filter((balance) => balance.change > 0);
      await writeOpeningBalances(trx, balances, {
        reason: 'import',
        note: IMPORT_NOTE,
        actorId: input.actor.id,
        at,
      });
      const lessons = balances.reduce((sum, balance) => sum + balance.change, 0);
      const contacts = input.withMade && made.length > 0 ? await input.withMade(trx, made) : 0;
      const names = made.map((row) => row.name);
      if (names.length > 0) {
        await recordAudit(trx, input, {
          action: 'student.import',
          target: names.length === 1 ? names[0]! : `${names[0]} 외 ${names.length - 1}명`,
          detail: {
            teacherId: input.teacherId,
            count: names.length,
            totalLessons: lessons,
            ...(contacts > 0 && { contacts }),
            names,
          },
        });
      }
      return names;
    });
  } catch (error) {
    // The owner named a teacher account that does not exist.
    if (isForeignKeyViolation(error)) throw new AppError('students.teacher_not_found', 404);
    throw error;
  }
}
