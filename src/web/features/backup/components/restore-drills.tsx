/**
 * 복원 훈련 on the backup page: every Sunday the server restores its newest off-site backup
 * into a scratch place and compares it with its manifest; here the latest drills, and one now.
 */
import { formatSeoulDateTime } from '#shared/time.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormAlert } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useBackupDrills, useRunDrill } from '../api/backup-api.ts';

const SOURCE = { offsite: '외부 저장소', local: '서버의 백업 폴더' } as const;

export function RestoreDrills({ className, disabled }: { className?: string; disabled: boolean }) {
  const toast = useToast();
  const drills = useBackupDrills();
  const run = useRunDrill();
  const onRun = () =>
    run.mutate(undefined, {
      onSuccess: (drill) =>
        drill.ok
          ? toast.success(
              `복원 훈련을 마쳤습니다: 표 ${drill.tables}개, ${drill.rows.toLocaleString('ko-KR')}행이 모두 맞습니다.`,
            )
          : toast.error(`복원 훈련이 실패했습니다: ${drill.problem}`),
      onError: (error) => toast.error(error.message),
    });
  const list = drills.data?.drills.slice(0, 5) ?? [];
  return (
    <>
      <p className={className}>
        매주 일요일 새벽, 서버가 가장 최근 백업을 내려받아 암호를 풀고 임시 위치에 되살린 뒤, 표마다 행 수를
        백업 목록과 비교합니다. 실패하거나 복원할 수 있는 백업이 48시간보다 오래되면 원장님 휴대폰으로 알려
        드립니다.
      </p>
      {drills.isError ? <FormAlert>{drills.error.message}</FormAlert> : null}
      {list.length === 0 && drills.isSuccess ? (
        <p className={className}>아직 복원 훈련을 한 적이 없습니다.</p>
      ) : null}
      {list.length > 0 ? (
        <ul className={className}>
          {list.map((drill) => (
            <li key={drill.id}>
              {formatSeoulDateTime(drill.startedAt)} · {SOURCE[drill.source]} ·{' '}
              {drill.ok
                ? `성공 (표 ${drill.tables}개, ${drill.rows.toLocaleString('ko-KR')}행 일치, ${(drill.durationMs / 1000).toFixed(1)}초)`
                : `실패: ${drill.problem}`}
              {drill.archive ? <span> — {drill.archive}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <BusyButton busy={run.isPending} busyLabel="복원 훈련하는 중…" onClick={onRun} disabled={disabled}>
          지금 복원 훈련
        </BusyButton>
      </div>
    </>
  );
}
