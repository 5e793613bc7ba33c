/**
 * Sign-in links for families (docs/decisions/048). A link is a random 256-bit token, stored
 * only as its SHA-256, good for 7 days until it is first opened, and for one opening. Opening
 * claims it by an UPDATE that only an open link passes and makes the session in the same
 * transaction: of ten simultaneous opens, one session.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { type AuditActor, recordAudit } from '../audit/audit.queries.ts';
import { addSessionStudent, createFamilySession } from './family-sessions.queries.ts';

export const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The link's address: a plain GET that signs in and leads to /family, no script needed. */
export function familyLinkUrl(base: string, token: string): string {
  return `${base}/family/enter/${token}`;
}

export async function issueFamilyLink(
  db: Db,
  input: { studentId: number; studentName: string; contactId: number | null; actor: AuditActor; now: Date },
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const at = input.now.toISOString();
  const expiresAt = new Date(input.now.getTime() + LINK_LIFETIME_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('family_links')
      .values({
        token_hash: hashToken(token),
        student_id: input.studentId,
        contact_id: input.contactId,
        issued_by: input.actor.id,
        created_at: at,
        expires_at: expiresAt,
        used_at: null,
        revoked_at: null,
      })
      .execute();
    await recordAudit(trx, {
      actor: input.actor,
      action: 'family.link_issue',
      target: input.studentName,
      detail: { expiresAt, ...(input.contactId ? { contactId: input.contactId } : {}) },
      at: input.now,
    });
  });
  return { token, expiresAt };
}

export type LinkRefusal = 'unknown' | 'used' | 'revoked' | 'expired';

/**
 * Opens a link: claims it and makes a session for its student, or adds the student to the
 * session this browser already holds. Answers the new session's token (null when an existing
 * session was used), or why the link does not open.
 */
export async function openFamilyLink(
  db: Db,
  input: { token: string; now: Date; currentSessionId: number | null },
): Promise<{ ok: true; token: string | null } | { ok: false; refusal: LinkRefusal }> {
  const at = input.now.toISOString();
  const tokenHash = hashToken(input.token);
  return db.transaction().execute(async (trx) => {
    // The guard is the WHERE: a link used, revoked or expired meanwhile matches no row.
    const claimed = await trx
      .updateTable('family_links')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('student_id')
      .executeTakeFirst();
    if (!claimed) {
      const row = await trx
        .selectFrom('family_links')
        .select(['used_at', 'revoked_at', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return { ok: false, refusal: 'unknown' };
      if (row.revoked_at !== null) return { ok: false, refusal: 'revoked' };
      if (row.used_at !== null) return { ok: false, refusal: 'used' };
      return { ok: false, refusal: 'expired' };
    }
    const studentId = Number(claimed.student_id);
    if (input.currentSessionId !== null) {
      await addSessionStudent(trx, input.currentSessionId, studentId);
      return { ok: true, token: null };
    }
    const session = await createFamilySession(trx, { studentIds: [studentId], phone: null, now: input.now });
    return { ok: true, token: session.token };
  });
}
