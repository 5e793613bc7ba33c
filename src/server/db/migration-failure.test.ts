import { describe, expect, it } from 'vitest';
import { MigrationFailed } from './migrate.ts';
import { migrationFailureMessage } from './migration-failure.ts';

describe('the message of a start refused by a failed migration', () => {
  it('on a fresh database says there was nothing to back up', () => {
    const failure = new MigrationFailed('036-example', [], new Error('column "x" does not exist'));
    const message = migrationFailureMessage({ failure, backup: null });
    expect(message.split('\n')).toEqual([
      '[업데이트 중단] 데이터베이스 변경 036-example이(가) 실패해 되돌렸습니다. 서버를 시작하지 않습니다.',
      '이번 시작의 변경은 하나도 적용되지 않았고, 데이터는 업데이트 전 그대로입니다.',
      '새 데이터베이스라 백업할 내용이 없었습니다.',
      '이전 버전으로 돌아가려면 이전 이미지로 되돌리고, 필요하면 위 백업을 복원하세요 (docs/operations.md "되돌리기").',
      '',
      '[update stopped] Migration 036-example failed and was rolled back; the server will not start.',
      "None of this start's migrations was applied: the data is as it was before the update.",
      'A new database: there was nothing to back up.',
      'To go back, run the previous image again (docs/operations.md, "Going back").',
      'Cause: column "x" does not exist',
    ]);
  });

  it('names the migrations that stay applied when they ran one by one', () => {
    const failure = new MigrationFailed('014-b', ['013-a'], 'boom');
    const message = migrationFailureMessage({ failure, backup: '/data/backups/x.tar.gz' });
    expect(message).toContain('그 앞의 변경(013-a)은 적용된 채 남았고, 데이터는 온전합니다.');
    expect(message).toContain('업데이트 직전 백업: /data/backups/x.tar.gz');
    expect(message).toContain('The migrations before it (013-a) stay applied; the data is whole.');
  });
});
