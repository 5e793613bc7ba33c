/**
 * What the server prints when it will not start because the database could not be brought up
 * to date (docs/decisions/073): in Korean for the owner and in English for whoever reads the
 * log, naming the migration that failed and the backup to go back to.
 */
import type { Migration } from 'kysely';
import type { MigrationFailed } from './migrate.ts';

export interface FailedStart {
  failure: MigrationFailed;
  /** The archive made just before the migrations, or null (a fresh database). */
  backup: string | null;
}

export function migrationFailureMessage({ failure, backup }: FailedStart): string {
  const reason = failure.reason instanceof Error ? failure.reason.message : String(failure.reason);
  const kept = failure.kept.length > 0;
  const korean = [
    `[업데이트 중단] 데이터베이스 변경 ${failure.migration}이(가) 실패해 되돌렸습니다. 서버를 시작하지 않습니다.`,
    kept
      ? `그 앞의 변경(${failure.kept.join(', ')})은 적용된 채 남았고, 데이터는 온전합니다.`
      : '이번 시작의 변경은 하나도 적용되지 않았고, 데이터는 업데이트 전 그대로입니다.',
    backup ? `업데이트 직전 백업: ${backup}` : '새 데이터베이스라 백업할 내용이 없었습니다.',
    kept || !backup
      ? '이전 버전으로 돌아가려면 이전 이미지로 되돌리고, 필요하면 위 백업을 복원하세요 (docs/operations.md "되돌리기").'
      : '이전 버전의 이미지로 되돌리면 그대로 다시 열립니다 (docs/operations.md "되돌리기"). 위 백업은 만일을 위한 사본입니다.',
  ];
  const english = [
    `[update stopped] Migration ${failure.migration} failed and was rolled back; the server will not start.`,
    kept
      ? `The migrations before it (${failure.kept.join(', ')}) stay applied; the data is whole.`
      : "None of this start's migrations was applied: the data is as it was before the update.",
    backup ? `Backup made just before: ${backup}` : 'A new database: there was nothing to back up.',
    'To go back, run the previous image again (docs/operations.md, "Going back").',
    `Cause: ${reason}`,
  ];
  return [...korean, '', ...english].join('\n');
}

/** Why the server would not migrate: the backup before the migrations could not be made. */
export function backupFailureMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return [
    '[업데이트 중단] 데이터베이스를 바꾸기 전에 백업을 만들지 못해 서버를 시작하지 않습니다. 데이터는 그대로입니다.',
    '데이터 폴더(DATA_DIR)의 빈 공간과 권한을 확인한 뒤 다시 시작해 주세요.',
    '',
    '[update stopped] The backup before the migrations could not be made, so none ran and the server will not start. Check the free space and permissions of DATA_DIR, then start again.',
    `Cause: ${reason}`,
  ].join('\n');
}

/**
 * A migration that always fails, after changing what it can: added at start-up only when
 * STUDIO_MIGRATION_DRILL=fail, so the deploy test can prove on a real install that a failed
 * update leaves the data and names its backup. Never set on a studio's server.
 */
export const failureDrill: Record<string, Migration> = {
  '999-failure-drill': {
    up: async (db) => {
      await db.schema.createTable('failure_drill').addColumn('id', 'integer').execute();
      await db.deleteFrom('rate_buckets' as never).execute();
      throw new Error('STUDIO_MIGRATION_DRILL=fail: this migration fails on purpose');
    },
  },
};
