/**
 * `npm run reset-owner` (scripts/reset-owner.mjs): the owner who lost their password runs it on
 * the server and gets a one-time link, like the one the owner makes for a teacher on /accounts
 * (docs/decisions/034). It reads the server's own settings (DATA_DIR or DATABASE_URL, PUBLIC_URL,
 * HOST, PORT, and a .env file), so it finds the same database; whoever can run it there can read
 * that database anyway. No session can make the owner's link: a stolen one must not take the
 * owner's account.
 */
import fs from 'node:fs';
import { formatSeoulDateTime } from '#shared/time.ts';
import { type Config, readConfig } from '../../config.ts';
import { type DbHandle, openPostgres, openSqlite } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { siteAddress } from '../../lib/site-address.ts';
import { issuePasswordReset, RESET_COMMAND_ACTOR, resetUrl } from './password-reset.queries.ts';

/**
 * The site's address for the link (site-address.ts); else, on a server listening on every
 * interface, localhost, which reaches it from the machine the command runs on (and the
 * command says so: describeLink).
 */
export function commandBaseUrl(config: Config): string {
  const everywhere = ['0.0.0.0', '::', '[::]'].includes(config.host);
  const host = everywhere ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return siteAddress(config) ?? `http://${host}:${config.port}`;
}

export interface OwnerLink {
  ownerId: string;
  url: string;
  expiresAt: string;
}

/** A new link for the owner (the open one, if any, stops working); null on a site with no owner yet. */
export async function resetOwner(db: Db, config: Config, now: Date): Promise<OwnerLink | null> {
  const owner = await db.selectFrom('users').select('id').where('role', '=', 'owner').executeTakeFirst();
  if (!owner) return null;
  const { token, expiresAt } = await issuePasswordReset(db, {
    userId: owner.id,
    actor: RESET_COMMAND_ACTOR,
    roles: ['owner'],
    now,
  });
  return { ownerId: owner.id, url: resetUrl(commandBaseUrl(config), token), expiresAt };
}

interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** What the command prints: the link on a line of its own, so that it can be copied whole. */
export function describeLink(link: OwnerLink, config: Config): string[] {
  const lines = [
    `원장 계정(${link.ownerId})의 비밀번호 재설정 링크입니다. 24시간 동안 한 번만 쓸 수 있습니다.`,
    '',
    `  ${link.url}`,
    '',
    `유효 기한: ${formatSeoulDateTime(link.expiresAt)} (한국 시간)까지`,
    '링크를 열어 새 비밀번호를 정하면 원장 계정은 모든 기기에서 로그아웃됩니다. 전에 만든 링크는 더 이상 쓸 수 없습니다.',
  ];
  if (!config.publicUrl) {
    lines.push(
      'PUBLIC_URL이 설정되지 않아 서버의 HOST와 PORT로 주소를 만들었습니다. 다른 주소로 접속한다면 /reset 앞부분을 그 주소로 바꿔 여세요.',
    );
  }
  return lines;
}

function openDatabase(config: Config): DbHandle | string {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  // A wrong DATA_DIR must not leave an empty database behind it.
  if (!fs.existsSync(config.sqliteFile)) {
    return `데이터베이스가 없습니다: ${config.sqliteFile}\n서버와 같은 DATA_DIR(또는 DATABASE_URL)로 실행하세요.`;
  }
  return openSqlite(config.sqliteFile);
}

/** The whole command; answers its exit code. */
export async function runResetOwner(env: NodeJS.ProcessEnv, out: Output = console): Promise<number> {
  const config = readConfig(env, out);
  if (!config) return 1;
  const handle = openDatabase(config);
  if (typeof handle === 'string') {
    out.error(handle);
    return 1;
  }
  try {
    // A server updated but not yet restarted has not made the table of links.
    await migrateToLatest(handle.db);
    const link = await resetOwner(handle.db, config, new Date());
    if (!link) {
      out.error(
        '아직 원장 계정이 없습니다. 사이트에서 처음 가입하는 계정이 원장이 됩니다 (또는 OWNER_ID와 OWNER_PASSWORD로 서버를 시작하세요).',
      );
      return 1;
    }
    for (const line of describeLink(link, config)) out.log(line);
    return 0;
  } finally {
    await handle.db.destroy();
  }
}
