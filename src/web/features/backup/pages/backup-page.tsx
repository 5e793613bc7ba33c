/**
 * /backup, the owner's 백업·내보내기 (docs/decisions/042): when the last good backup was made and
 * a warning after 2 days, the nightly backup on the server, a fresh backup as a download, and
 * everything the studio owns as CSV files for Excel. Restoring is done on the server.
 */

import { formatSeoulDateTime } from '#shared/time.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import {
  useBackupStatus,
  useBackupTarget,
  useDownloadBackup,
  useDownloadExport,
  useRunBackup,
} from '../api/backup-api.ts';
import { OffsiteStatus } from '../components/offsite-status.tsx';
import { OffsiteTargetForm } from '../components/offsite-target-form.tsx';
import { RestoreDrills } from '../components/restore-drills.tsx';
import styles from './backup-page.module.css';

const SOURCE_LABELS = {
  nightly: '매일 밤 자동 백업',
  download: '내려받기',
  command: '서버에서 npm run backup',
  manual: '지금 백업',
  migration: '업데이트 때 자동 백업',
} as const;

export function BackupPage() {
  const toast = useToast();
  const status = useBackupStatus();
  const backup = useDownloadBackup();
  const exporting = useDownloadExport();
  const target = useBackupTarget();
  const run = useRunBackup();
  const onRun = () =>
    run.mutate(undefined, {
      onSuccess: (answer) =>
        answer.offsite.state === 'uploaded' || answer.offsite.state === 'not_configured'
          ? toast.success(`백업(${answer.name})을 만들었습니다. ${answer.offsite.message}`)
          : toast.error(
              `백업(${answer.name})은 서버에 만들었지만 외부 저장소에 올리지 못했습니다. ${answer.offsite.message}`,
            ),
      onError: (error) => toast.error(error.message),
    });
  const data = status.data;

  const onBackup = () =>
    backup.mutate(undefined, {
      onSuccess: (name) => toast.success(`백업 파일(${name})을 내려받았습니다. 안전한 곳에 보관해 주세요.`),
      onError: (error) => toast.error(error.message),
    });
  const onExport = () =>
    exporting.mutate(undefined, {
      onSuccess: (name) => toast.success(`전체 데이터(${name})를 내려받았습니다.`),
      onError: (error) => toast.error(error.message),
    });

  return (
    <Page
      title="백업·내보내기"
      lead="학원의 모든 기록과 사진을 백업 파일로 내려받고, 엑셀에서 열 수 있는 CSV로 내보냅니다."
      wide
    >
      {status.isPending ? <PageLoading /> : null}
      {status.isError ? <FormAlert>{status.error.message}</FormAlert> : null}
      {data ? (
        <section className={styles.status} aria-labelledby="backup-status-title">
          <h2 id="backup-status-title" className={styles.heading}>
            백업 상태
          </h2>
          {data.supported ? (
            <>
              <p className={data.stale ? styles.stale : styles.fresh} role={data.stale ? 'alert' : undefined}>
                {data.lastBackupAt
                  ? `마지막 백업: ${formatSeoulDateTime(data.lastBackupAt)} (${SOURCE_LABELS[data.lastSource ?? 'download']})`
                  : '아직 백업이 없습니다.'}
                {data.stale ? ' — 2일이 넘었습니다. 지금 백업을 내려받아 주세요.' : null}
              </p>
              <p className={styles.note}>
                {data.nightly.enabled
                  ? `매일 밤 ${data.nightly.time}(한국 시간)에 서버의 데이터 폴더(backups)에 자동으로 백업합니다. 최근 ${data.nightly.keepDaily}일과 ${data.nightly.keepMonthly}개월의 백업을 보관합니다.`
                  : '매일 밤 자동 백업이 꺼져 있습니다 (BACKUP_NIGHTLY).'}
              </p>
            </>
          ) : (
            <p className={styles.note}>
              이 서버에서는 백업을 만들 수 없습니다. 서버의 데이터베이스 설정을 확인해 주세요. 아래의 전체
              데이터 내보내기는 그대로 쓸 수 있습니다.
            </p>
          )}
        </section>
      ) : null}

      <ul className={styles.actions} aria-label="내려받기">
        <li className={styles.card}>
          <h2 className={styles.heading}>백업</h2>
          <p className={styles.description}>
            데이터베이스 전체(학생, 레슨, 결제, 잔여 기록, 시간표, 소식, 상품, 주문, 계정)와 올린 사진을 한
            파일 (.tar.gz)로 내려받습니다. 서버를 새로 설치했을 때 이 파일로 그대로 되살릴 수 있습니다.
          </p>
          <BusyButton
            busy={backup.isPending}
            busyLabel="백업 만드는 중…"
            onClick={onBackup}
            disabled={data?.supported === false}
          >
            백업 내려받기
          </BusyButton>
        </li>
        <li className={styles.card}>
          <h2 className={styles.heading}>전체 데이터 내보내기</h2>
          <p className={styles.description}>
            학생, 레슨, 결제, 잔여 레슨 기록, 시간표, 소식, 상품, 주문 요청, 상담 신청, 연습실 예약을 CSV
            파일로 묶어 내려받습니다. 압축을 풀면 엑셀에서 한글 그대로 열립니다.
          </p>
          <BusyButton busy={exporting.isPending} busyLabel="내보내는 중…" secondary onClick={onExport}>
            전체 데이터 내보내기
          </BusyButton>
        </li>
      </ul>

      <section className={styles.offsite} aria-labelledby="offsite-title">
        <h2 id="offsite-title" className={styles.heading}>
          외부 저장소
        </h2>
        <p className={styles.note}>
          서버의 디스크가 망가지거나 서버가 지워져도 백업이 남도록, 매일 밤과 업데이트 뒤에 백업을 암호화해 S3
          호환 저장소(Cloudflare R2, Backblaze B2, NCP Object Storage, AWS S3, MinIO)에도 올립니다.
        </p>
        {data ? <OffsiteStatus offsite={data.offsite} className={styles.note} /> : null}
        <div>
          <BusyButton
            busy={run.isPending}
            busyLabel="백업하는 중…"
            onClick={onRun}
            disabled={data?.supported === false}
          >
            지금 백업
          </BusyButton>
        </div>
        {target.isError ? <FormAlert>{target.error.message}</FormAlert> : null}
        {target.data ? <OffsiteTargetForm target={target.data} /> : null}
      </section>

      <section className={styles.offsite} aria-labelledby="drills-title">
        <h2 id="drills-title" className={styles.heading}>
          복원 훈련
        </h2>
        <RestoreDrills className={styles.note} disabled={data?.supported === false} />
      </section>

      <section className={styles.restore} aria-labelledby="restore-title">
        <h2 id="restore-title" className={styles.heading}>
          되살리기
        </h2>
        <p className={styles.note}>
          {data?.database === 'postgres'
            ? '백업 파일은 서버에서 빈 PostgreSQL 데이터베이스(DATABASE_URL)에 되살립니다.'
            : '백업 파일은 서버에서 빈 데이터 폴더에 되살립니다.'}{' '}
          파일이 손상되었거나 잘렸으면 아무것도 쓰지 않고 멈춥니다. 서버를 잃었다면 새 서버에서 외부 저장소의
          가장 최근 백업을 복구 키로 되살립니다.
        </p>
        <code className={styles.command}>
          {data?.database === 'postgres'
            ? 'npm run restore -- studio-backup-….tar.gz'
            : 'DATA_DIR=빈폴더 npm run restore -- studio-backup-….tar.gz'}
        </code>
        <code className={styles.command}>npm run restore -- --from-bucket</code>
        <p className={styles.note}>자세한 방법은 운영 안내(docs/operations.md)의 백업 부분에 있습니다.</p>
      </section>
    </Page>
  );
}
