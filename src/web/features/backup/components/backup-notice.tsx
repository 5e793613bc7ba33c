/**
 * The owner's warning when the last good backup is more than 2 days old (or there has been none
 * since the studio started): on the page the owner lands on after signing in, with the way to
 * the backup page. Draws nothing otherwise, nor on a server that cannot make backups.
 * Self-contained but for modules the home page already loads — so that the home page, whose
 * script is within a few hundred bytes of its 110 KB budget, names no other module to preload
 * for it: the owner fetches this one file, visitors nothing.
 */
import type { BackupStatus } from '#shared/schemas/backup.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { StaffNoticeBand, useStaffStatus } from '../../../components/staff-notice-band.tsx';

export function BackupNotice() {
  const data = useStaffStatus<BackupStatus>(['backup', 'status'], '/api/backup/status');
  if (!data?.supported || !data.stale) return null;
  return (
    <StaffNoticeBand
      tone="caution"
      titleId="backup-notice-title"
      title={data.lastBackupAt ? '⚠ 백업한 지 2일이 넘었습니다' : '⚠ 아직 백업이 없습니다'}
      link={{ to: '/backup', label: '백업하러 가기' }}
    >
      {data.lastBackupAt
        ? `마지막 백업: ${formatSeoulDateTime(data.lastBackupAt)}. `
        : '학생, 레슨, 결제 기록과 사진을 한 번도 백업하지 않았습니다. '}
      백업을 내려받아 학원 컴퓨터가 아닌 곳에도 보관해 주세요.
    </StaffNoticeBand>
  );
}
