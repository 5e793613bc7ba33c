/**
 * Family sessions (docs/decisions/048): a guardian's own kind of session, never a staff one.
 * The cookie holds a random 256-bit token; the table holds its SHA-256 (hashToken, as staff
 * sessions do). A session slides: each use pushes its end to 180 days ahead, written at most
 * once a day. It sees the students its links named, and, when opened with a phone code, every
 * current student with a contact of that phone — read at each request, so a contact removed
 * today stops showing today.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { findStudentIdsByContactPhone } from '../messages/index.ts';
import { currentStudentIds } from './family-view.queries.ts';

export const FAMILY_SESSION_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

export interface FamilySession {
  id: number;
  /** The phone a code signed in with; null for a session opened by a link. */
  phone: string | null;
  /** The current students this session may see, by id. */
  studentIds: number[];
}

/** Opens a session for these students (a link's) or this phone (a code's); answers the token. */
export async function createFamilySession(
  db: Db,
  input: { studentIds: readonly number[]; phone: string | null; now: Date },
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const at = input.now.toISOString();
  const row = await db
    .insertInto('family_sessions')
    .values({
      token_hash: hashToken(token),
      phone: input.phone,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(input.now.getTime() + FAMILY_SESSION_LIFETIME_MS).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (input.studentIds.length > 0) {
    await db
      .insertInto('family_session_students')
      .values(input.studentIds.map((studentId) => ({ session_id: id, student_id: studentId })))
      .execute();
  }
  return { id, token };
}

/** Adds a student to an open session (a second link opened on the same phone). */
export async function addSessionStudent(db: Db, sessionId: number, studentId: number): Promise<void> {
  await db
    .insertInto('family_session_students')
    .values({ session_id: sessionId, student_id: studentId })
    .onConflict((conflict) => conflict.columns(['session_id', 'student_id']).doNothing())
    .execute();
}

/** The session behind a token, or null when unknown or ended; slides its end. */
export async function findFamilySession(db: Db, token: string, now: Date): Promise<FamilySession | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('family_sessions')
    .select(['id', 'phone', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const expiresAt = new Date(row.expires_at).getTime();
  if (expiresAt <= now.getTime()) {
    await db.deleteFrom('family_sessions').where('id', '=', row.id).execute();
    return null;
  }
  if (expiresAt - now.getTime() < FAMILY_SESSION_LIFETIME_MS - EXTEND_AFTER_MS) {
    await db
      .updateTable('family_sessions')
      .set({
        expires_at: new Date(now.getTime() + FAMILY_SESSION_LIFETIME_MS).toISOString(),
        last_seen_at: now.toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
  }
  const linked = await db
    .selectFrom('family_session_students')
    .select('student_id')
    .where('session_id', '=', row.id)
    .execute();
  // A code's phone reaches every current student with a contact of that phone.
  const byPhone = row.phone === null ? [] : await findStudentIdsByContactPhone(db, row.phone);
  const ids = await currentStudentIds(db, [...linked.map((link) => Number(link.student_id)), ...byPhone]);
  return { id: Number(row.id), phone: row.phone, studentIds: ids };
}

export async function endFamilySessionByToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('family_sessions').where('token_hash', '=', hashToken(token)).execute();
}
