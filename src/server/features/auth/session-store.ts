/**
 * Server-side sessions. The cookie holds a random 256-bit token; the table holds only its
 * SHA-256, so a leaked database cannot be replayed as cookies. Sessions slide: each use
 * pushes the expiry to 30 days ahead, written at most once a day to spare the database.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { compiledOnce, runCompiled } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/token-hash.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The signed-in user behind a token, or null when it is unknown or expired. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  // Compiled once (db/compiled-once.ts): every signed-in API request looks its session up.
  const query = compiledOnce(db, 'session-user', () =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'users.role', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', ''),
  );
  const [row] = await runCompiled(db, query, [tokenHash]);
  if (!row) return null;

  const expiresAt = new Date(row.expires_at).getTime();
  if (expiresAt <= now.getTime()) {
    await deleteSession(db, token);
    return null;
  }
  if (expiresAt - now.getTime() < SESSION_LIFETIME_MS - EXTEND_AFTER_MS) {
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return { id: row.id, name: row.name, role: row.role };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Signs a person out everywhere but here: every session of theirs except this token's. */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '<>', hashToken(keepToken))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
