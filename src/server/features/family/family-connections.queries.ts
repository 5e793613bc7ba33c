/**
 * 연결 해제: what a teacher sees and ends of a student's family connections — the sessions that
 * may see the student (opened by its links, or with a code to one of its contacts' phones) and
 * the links not opened yet. Ending a session signs that phone out of
 * the portal at its next request; ending all also revokes the open links.
 */
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';

interface StudentRef {
  id: number;
  name: string;
}

/**
 * The sessions that see a student: opened by one of its links, or with a code to a phone among
 * its contacts' (`phones`).
 */
function sessionsOf(db: Db, studentId: number, phones: readonly string[]) {
  return db
    .selectFrom('family_sessions')
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          eb.selectFrom('family_session_students').select('session_id').where('student_id', '=', studentId),
        ),
        ...(phones.length > 0 ? [eb('phone', 'in', [...phones])] : []),
      ]),
    );
}

export async function listFamilySessions(db: Db, studentId: number, phones: readonly string[]) {
  const rows = await sessionsOf(db, studentId, phones)
    .select(['id', 'created_at', 'last_seen_at', 'phone'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
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
  input: { student: StudentRef; phones: readonly string[]; sessionId: number; actor: AuditActor; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .deleteFrom('family_sessions')
      .where('id', 'in', sessionsOf(trx, input.student.id, input.phones).select('id'))
      .where('id', '=', input.sessionId)
      .executeTakeFirst();
    if (Number(ended.numDeletedRows) !== 1) throw new AppError('family.session_not_found', 404);
    await recordAudit(trx, input, {
      action: 'family.session_end',
      target: input.student.name,
      detail: { sessions: 1 },
    });
  });
}

/** Ends every session that sees this student and revokes its open links; answers how many sessions. */
export async function endAllFamilySessions(
  db: Db,
  input: { student: StudentRef; phones: readonly string[]; actor: AuditActor; now: Date },
): Promise<number> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .deleteFrom('family_sessions')
      .where('id', 'in', sessionsOf(trx, input.student.id, input.phones).select('id'))
      .executeTakeFirst();
    const sessions = Number(ended.numDeletedRows);
    const revoked = await trx
      .updateTable('family_links')
      .set({ revoked_at: at })
      .where('student_id', '=', input.student.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await recordAudit(trx, input, {
      action: 'family.session_end',
      target: input.student.name,
      detail: { sessions, links: Number(revoked.numUpdatedRows) },
    });
    return sessions;
  });
}
