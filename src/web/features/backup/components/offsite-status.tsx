/** The off-site copy's state on the backup page: the newest copy in the bucket, or the upload waiting to be tried again. */
import type { OffsiteStatus as Status } from '#shared/schemas/backup.ts';
import { formatSeoulDateTime } from '#shared/time.ts';

export function OffsiteStatus({ offsite, className }: { offsite: Status; className?: string }) {
  if (!offsite.configured) return <p className={className}>외부 저장소가 아직 설정되지 않았습니다.</p>;
  const newest = offsite.lastUploadedCreatedAt
    ? `외부 저장소의 가장 최근 백업: ${formatSeoulDateTime(offsite.lastUploadedCreatedAt)}에 만든 것`
    : '외부 저장소에 올린 백업이 아직 없습니다.';
  return (
    <>
      <p className={className}>{newest}</p>
      {offsite.state === 'retrying' && offsite.nextAttemptAt ? (
        <p role="alert" className={className}>
          올리지 못했습니다 ({offsite.attempts}번째 시도): {offsite.lastError} —{' '}
          {formatSeoulDateTime(offsite.nextAttemptAt)}에 다시 올립니다.
        </p>
      ) : null}
      {offsite.state === 'failed' ? (
        <p role="alert" className={className}>
          {offsite.attempts}번 시도했지만 올리지 못했습니다: {offsite.lastError} 설정을 확인한 뒤 지금 백업을
          눌러 주세요.
        </p>
      ) : null}
    </>
  );
}
