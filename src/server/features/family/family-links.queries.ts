/**
 * Sign-in links for families (docs/decisions/048). A link is a random 256-bit token, stored
 * only as its SHA-256, good for 7 days until it is first opened, and for one opening. Opening
 * claims it by an UPDATE that only an open link passes and makes the session in the same
 * transaction: of ten simultaneous opens, one session.
 */
import { randomBytes } from 'node:crypto';
import { formatSeoulDateTime } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { enqueueMessage, findContact } from '../messages/index.ts';
import { addSessionStudent, createFamilySession } from './family-sessions.queries.ts';

export const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The link's address: a plain GET that signs in and leads to /family, no script needed. */
export function familyLinkUrl(base: string, token: string): string {
  return `${base}/family/enter/${token}`;
}

/**
 * Makes a link for the student. With a contact, the link is also written to the outbox for
 * that contact (family-link, sent at once) in the same transaction: the link and its message
 * exist together or not at all.
 */
export async function issueFamilyLink(
  db: Db,
  input: {
    studentId: number;
    studentName: string;
    contactId: number | null;
    baseUrl: string;
    actor: AuditActor;
    now: Date;
  },
): Promise<{ token: string; url: string; expiresAt: string; queued: boolean }> {
  const token = randomBytes(32).toString('base64url');
  const url = familyLinkUrl(input.baseUrl, token);
  const at = input.now.toISOString();
  const expiresAt = new Date(input.now.getTime() + LINK_LIFETIME_MS).toISOString();
  const queued = await db.transaction().execute(async (trx) => {
    if (input.contactId !== null && !(await findContact(trx, input.studentId, input.contactId))) {
      throw new AppError('family.contact_not_found', 404);
    }
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
    await recordAudit(trx, input, {
      action: 'family.link_issue',
      target: input.studentName,
      detail: { expiresAt, ...(input.contactId ? { contactId: input.contactId } : {}) },
    });
    if (input.contactId === null) return false;
    const written = await enqueueMessage(trx, {
      event: 'family-link',
      studentId: input.studentId,
      variables: { 이름: input.studentName, 링크: url, 기한: formatSeoulDateTime(expiresAt) },
      // A link is made once: its token's hash names it (never the token itself).
      sourceKey: `family-link:${hashToken(token).slice(0, 16)}`,
      to: { contactId: input.contactId },
      now: input.now,
    });
    return written.length > 0;
  });
  return { token, url, expiresAt, queued };
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
