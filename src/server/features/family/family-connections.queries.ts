/**
 * 연결 해제: what a teacher sees and ends of a student's family connections — the sessions that
 * may see the student and the links not opened yet. Ending a session signs that phone out of
 * the portal at its next request; ending all also revokes the open links.
 */
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/audit.queries.ts';

interface StudentRef {
  id: number;
  name: string;
}

export async function listFamilySessions(db: Db, studentId: number) {
  const rows = await db
    .selectFrom('family_sessions')
    .innerJoin('family_session_students', 'family_session_students.session_id', 'family_sessions.id')
    .select([
      'family_sessions.id',
      'family_sessions.created_at',
      'family_sessions.last_seen_at',
      'family_sessions.phone',
    ])
    .where('family_session_students.student_id', '=', studentId)
    .orderBy('family_sessions.created_at', 'desc')
    .orderBy('family_sessions.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    via: row.phone === null ? ('link' as const) : ('phone' as const),
  }));
}

export async function countOpenLinks(db: Db, studentId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('family_links')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('student_id', '=', studentId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Ends one session that sees this student; 404 for any other session. */
export async function endFamilySession(
  db: Db,
  input: { student: StudentRef; sessionId: number; actor: AuditActor; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('family_session_students')
      .select('session_id')
      .where('session_id', '=', input.sessionId)
      .where('student_id', '=', input.student.id)
      .executeTakeFirst();
    if (!linked) throw new AppError('family.session_not_found', 404);
    await trx.deleteFrom('family_sessions').where('id', '=', input.sessionId).execute();
    await recordAudit(trx, {
      actor: input.actor,
      action: 'family.session_end',
      target: input.student.name,
      detail: { sessions: 1 },
      at: input.now,
    });
  });
}

/** Ends every session that sees this student and revokes its open links; answers how many sessions. */
export async function endAllFamilySessions(
  db: Db,
  input: { student: StudentRef; actor: AuditActor; now: Date },
): Promise<number> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const sessions = await trx
      .selectFrom('family_session_students')
      .select('session_id')
      .where('student_id', '=', input.student.id)
      .execute();
    const ids = sessions.map((row) => Number(row.session_id));
    if (ids.length > 0) await trx.deleteFrom('family_sessions').where('id', 'in', ids).execute();
    const revoked = await trx
      .updateTable('family_links')
      .set({ revoked_at: at })
      .where('student_id', '=', input.student.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await recordAudit(trx, {
      actor: input.actor,
      action: 'family.session_end',
      target: input.student.name,
      detail: { sessions: ids.length, links: Number(revoked.numUpdatedRows) },
      at: input.now,
    });
    return ids.length;
  });
}
