/**
 * The owner's warning when the last good backup is more than 2 days old (or there has been none
 * since the studio started): on the page the owner lands on after signing in, with the way to
 * the backup page. Draws nothing otherwise, and nothing on a PostgreSQL site (pg_dump there).
 * Self-contained — inline styles, plain fetch, the Seoul date written here — so that the home
 * page, whose script is within a few hundred bytes of its 110 KB budget, names no other module
 * to preload for it: the owner fetches this one file, visitors nothing.
 */
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { BackupStatus } from '#shared/schemas/backup.ts';

/** `2026. 11. 21. 오전 3:30`, as formatSeoulDateTime writes it. */
const seoulTime = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

async function readStatus(): Promise<BackupStatus | null> {
  const response = await fetch('/api/backup/status', { credentials: 'same-origin' });
  return response.ok ? ((await response.json()) as BackupStatus) : null;
}

const band: CSSProperties = { background: '#fff4e0', borderBottom: '1px solid #f0d29a' };
// The header's edge: the layout's width inside the same 20 px at either side.
const inner: CSSProperties = {
  maxWidth: 'calc(var(--layout-width) + 40px)',
  margin: '0 auto',
  padding: '14px 20px',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 20px',
};

export function BackupNotice() {
  const { data } = useQuery({
    queryKey: ['backup', 'status'],
    queryFn: readStatus,
    staleTime: 60_000,
  });
  if (!data?.supported || !data.stale) return null;
  return (
    <aside style={band} aria-labelledby="backup-notice-title">
      <div style={inner}>
        <div style={{ flex: '1 1 300px' }}>
          <p id="backup-notice-title" style={{ margin: 0, fontWeight: 700, color: '#7a4500' }}>
            {data.lastBackupAt ? '⚠ 백업한 지 2일이 넘었습니다' : '⚠ 아직 백업이 없습니다'}
          </p>
          <p style={{ margin: 0, fontSize: '0.94rem' }}>
            {data.lastBackupAt
              ? `마지막 백업: ${seoulTime(data.lastBackupAt)}. `
              : '학생, 레슨, 결제 기록과 사진을 한 번도 백업하지 않았습니다. '}
            백업을 내려받아 학원 컴퓨터가 아닌 곳에도 보관해 주세요.
          </p>
        </div>
        <Link className="button" style={{ whiteSpace: 'nowrap' }} to="/backup">
          백업하러 가기
        </Link>
      </div>
    </aside>
  );
}
