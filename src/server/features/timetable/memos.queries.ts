/** A teacher's own memos (특이사항) beside the timetable; nobody else reads or deletes them. */
import type { Memo } from '#shared/schemas/timetable.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';

/** Oldest first, as a list of notes is read. */
export async function listMemos(db: Db, teacherId: string): Promise<Memo[]> {
  const rows = await db
    .selectFrom('timetable_memos')
    .select(['id', 'content'])
    .where('teacher_id', '=', teacherId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), content: row.content }));
}

export async function createMemo(
  db: Db,
  memo: { teacherId: string; content: string; actor: AuditActor; now: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('timetable_memos')
      .values({ teacher_id: memo.teacherId, content: memo.content, created_at: memo.now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    // The memo's words stay the teacher's: the log says that a memo changed, not what it says.
    await recordAudit(trx, memo, {
      action: 'timetable.memo.create',
      target: `메모 ${id}`,
      detail: { id, length: memo.content.length },
    });
    return id;
  });
}

/** Another teacher's memo is answered exactly like a missing one (404). */
export async function deleteMemo(
  db: Db,
  memo: { teacherId: string; id: number; actor: AuditActor; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('timetable_memos')
      .where('id', '=', memo.id)
      .where('teacher_id', '=', memo.teacherId)
      .returning('id')
      .executeTakeFirstOrThrow(() => new AppError('timetable.memo_not_found', 404));
    await recordAudit(trx, memo, {
      action: 'timetable.memo.delete',
      target: `메모 ${memo.id}`,
      detail: { id: memo.id },
    });
  });
}
