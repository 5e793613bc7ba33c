/**
 * One-time password-reset links (docs/decisions/034). The owner makes one for a teacher on
 * /accounts; `npm run reset-owner` makes one for the owner. A link is a random 256-bit token,
 * stored only as its SHA-256 like a session's, good for 24 hours and one use. A new link
 * replaces the account's open one. Using it sets the password, ends every session of the
 * account and marks it used in one transaction, through an UPDATE that only an open link
 * passes: of two uses at once the database lets exactly one through.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '#shared/schemas/auth.ts';
import { AppError } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { forgetPasswordGuesses } from './login-limit.ts';

export const RESET_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Ended links are kept this long, so that whoever opens one hears why it fails. */
const KEEP_ENDED_MS = 30 * 24 * 60 * 60 * 1000;
/** Concurrent issues for one account on PostgreSQL: a later one retries over the earlier. */
const ISSUE_ATTEMPTS = 5;

/** The server command as the audit log names it: no account id can contain a hyphen. */
export const RESET_COMMAND_ACTOR: AuditActor = { id: 'reset-owner', name: '서버 명령 (reset-owner)' };

/**
 * The page's address with the token after `#`: browsers never send a fragment to a server, so
 * the token stays out of access logs, proxies and the Referer header.
 */
export function resetUrl(base: string, token: string): string {
  return `${base}/reset#token=${token}`;
}

interface IssueOptions {
  userId: string;
  actor: AuditActor;
  /** The roles a link may be made for: teachers from /accounts, the owner from the command. */
  roles: readonly Role[];
  now: Date;
}

/** Why an account may not have a link made for it on this path. */
function refusal(role: Role): AppError {
  if (role === 'pending') return new AppError('auth.reset_pending', 409);
  if (role === 'owner') return new AppError('auth.reset_owner', 400);
  return new AppError('auth.forbidden', 403);
}

async function issueOnce(db: Db, options: IssueOptions, token: string): Promise<string> {
  const { userId, actor, roles, now } = options;
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + RESET_LIFETIME_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('auth.account_not_found', 404);
    if (!roles.includes(user.role)) throw refusal(user.role);
    const replaced = await trx
      .updateTable('password_resets')
      .set({ replaced_at: at })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('replaced_at', 'is', null)
      .executeTakeFirst();
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        issued_by: actor.id,
        created_at: at,
        expires_at: expiresAt,
        used_at: null,
        replaced_at: null,
      })
      .execute();
    // Only this account's old links: issues for two accounts never wait on each other.
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', userId)
      .where('expires_at', '<', new Date(now.getTime() - KEEP_ENDED_MS).toISOString())
      .execute();
    await recordAudit(
      trx,
      { actor, now },
      {
        action: 'account.reset_issue',
        target: userId,
        detail: { expiresAt, replaced: Number(replaced.numUpdatedRows) },
      },
    );
  });
  return expiresAt;
}

/** Makes a new link for the account, ending its open one; answers the token (shown once) and its end. */
export async function issuePasswordReset(
  db: Db,
  options: IssueOptions,
): Promise<{ token: string; expiresAt: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const token = randomBytes(32).toString('base64url');
    try {
      return { token, expiresAt: await issueOnce(db, options, token) };
    } catch (error) {
      // Another issue for the account committed its open link first: replace that one too.
      if (!isUniqueViolation(error) || attempt >= ISSUE_ATTEMPTS) throw error;
    }
  }
}

/** Why a link no longer works, or null while it does. Used first: it names what happened. */
function endedError(row: Awaited<ReturnType<typeof selectReset>>, now: Date): AppError | null {
  if (!row || row.role === 'pending') return new AppError('auth.reset_invalid', 400);
  if (row.used_at !== null) return new AppError('auth.reset_used', 410);
  if (row.replaced_at !== null) return new AppError('auth.reset_replaced', 410);
  if (row.expires_at <= now.toISOString()) return new AppError('auth.reset_expired', 410);
  return null;
}

function selectReset(db: Db, token: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'users.id',
      'users.name',
      'users.role',
      'password_resets.used_at',
      'password_resets.replaced_at',
      'password_resets.expires_at',
    ])
    .where('password_resets.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** Whose an open link is and until when; a Korean refusal when it is unknown or ended. */
export async function findOpenReset(
  db: Db,
  token: string,
  now: Date,
): Promise<{ id: string; name: string; expiresAt: string }> {
  const row = await selectReset(db, token);
  const ended = endedError(row, now);
  if (ended || !row) throw ended;
  return { id: row.id, name: row.name, expiresAt: row.expires_at };
}

/**
 * Sets the new password by an open link: the link is claimed, the hash stored, every session
 * of the account ended, the guesses at the old password forgotten and the use audited, all in
 * one transaction. Answers whose it was.
 */
export async function resetPassword(
  db: Db,
  options: { token: string; passwordHash: string; now: Date },
): Promise<{ userId: string; endedSessions: number }> {
  const { token, passwordHash, now } = options;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // The guard is the WHERE: a link used, replaced or expired meanwhile matches no row.
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('replaced_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['user_id', 'issued_by'])
      .executeTakeFirst();
    if (!claimed)
      throw endedError(await selectReset(trx, token), now) ?? new AppError('auth.reset_used', 410);
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', claimed.user_id)
      .where('role', '<>', 'pending')
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow(() => new AppError('auth.reset_invalid', 400));
    // A session opened with the old password, or stolen with it, must not outlive it.
    const ended = await trx.deleteFrom('sessions').where('user_id', '=', user.id).executeTakeFirst();
    const endedSessions = Number(ended.numDeletedRows);
    await forgetPasswordGuesses(trx, user.id);
    await recordAudit(
      trx,
      { actor: user, now },
      {
        action: 'account.password_reset',
        target: user.id,
        detail: { endedSessions, issuedBy: claimed.issued_by },
      },
    );
    return { userId: user.id, endedSessions };
  });
}
