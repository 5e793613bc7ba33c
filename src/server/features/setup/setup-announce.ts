/**
 * At start, on a site without an owner: a new setup code, its hash stored, the code itself
 * written to the log (as Jupyter prints its token), where only the person who runs the server
 * reads it. A warning, so that it shows at every log level but silent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { newSetupCode, storeSetupCode } from './setup-code.ts';

export async function announceSetupCode(
  db: Db,
  log: FastifyBaseLogger,
  now: Date,
  /** Where the page is, when the server knows its own address. */
  siteAddress: string | undefined,
): Promise<string> {
  const code = newSetupCode();
  await storeSetupCode(db, code, now);
  const page = `${siteAddress ?? ''}/setup`;
  log.warn(
    { setupCode: code, setupPage: page },
    `처음 설정이 필요합니다: ${page} 에서 설정 코드 ${code} 를 입력해 주세요. ` +
      `First-run setup: open ${page} and enter the setup code ${code}`,
  );
  return code;
}
