/**
 * /system, 사이트 관리 → 시스템 (docs/decisions/081): what runs (version, database, last backup,
 * HTTPS), whether a newer version is out, and the 업데이트 button, which makes a backup and asks
 * the update agent to start the new version and put the old one back if it is not healthy.
 * Without an agent, the way to update by hand on the server.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SystemInfo, UpdateProgress } from '#shared/schemas/system.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useStartUpdate, useSystem, useUpdateProgress } from '../api/system-api.ts';
import styles from './system-page.module.css';

const DATABASES = { sqlite: 'SQLite (서버 안의 파일)', postgres: 'PostgreSQL' } as const;

export function SystemPage() {
  const system = useSystem();
  const data = system.data;
  return (
    <Page title="시스템" lead="사이트의 버전과 상태를 보고, 새 버전이 나오면 업데이트합니다." wide>
      {system.isPending ? <PageLoading /> : null}
      {system.isError ? <FormAlert>{system.error.message}</FormAlert> : null}
      {data ? (
        <>
          <StateList data={data} />
          <UpdateSection data={data} />
        </>
      ) : null}
    </Page>
  );
}

function StateList({ data }: { data: SystemInfo }) {
  return (
    <dl className={styles.facts}>
      <Fact term="버전">{data.version}</Fact>
      <Fact term="데이터베이스">
        {DATABASES[data.database]}
        <span className={styles.sub}>
          구조 변경 {data.migrations.applied}개 적용
          {data.migrations.latest ? ` · 마지막 ${data.migrations.latest}` : ''}
        </span>
      </Fact>
      <Fact term="마지막 백업">
        {data.lastBackupAt ? formatSeoulDateTime(data.lastBackupAt) : '아직 없습니다'}
        <Link className={styles.sub} to={paths.backup}>
          백업·내보내기로 가기
        </Link>
      </Fact>
      <Fact term="HTTPS" valueClassName={data.https ? styles.good : styles.warn}>
        {data.https ? '켜짐' : '꺼짐'}
        <span className={styles.sub}>
          {data.https
            ? `${data.publicUrl} — 주소창의 자물쇠가 보이는 안전한 연결입니다.`
            : '사이트 주소(PUBLIC_URL)가 https://로 시작하지 않습니다. 도메인을 연결하면 인증서가 저절로 만들어집니다.'}
        </span>
      </Fact>
    </dl>
  );
}

function feedLine(data: SystemInfo): string {
  const { update } = data;
  const checked = update.checkedAt ? ` (확인: ${formatSeoulDateTime(update.checkedAt)})` : '';
  switch (update.feed) {
    case 'not_configured':
      return '새 버전 알림 주소(RELEASE_FEED_URL)가 설정되어 있지 않아 새 버전을 확인하지 않습니다.';
    case 'unreachable':
      return `새 버전 정보를 가져오지 못했습니다${checked}. 잠시 뒤에 다시 확인합니다.`;
    case 'invalid':
      return `새 버전 알림 주소의 내용을 읽을 수 없습니다${checked}.`;
    default:
      return update.available
        ? `새 버전 ${update.version}이(가) 나왔습니다${checked}.`
        : `최신 버전을 쓰고 있습니다${checked}.`;
  }
}

function UpdateSection({ data }: { data: SystemInfo }) {
  const [watching, setWatching] = useState(false);
  const progress = useUpdateProgress(data.update.agent, watching);
  const start = useStartUpdate();
  const confirm = useConfirm();
  const toast = useToast();
  const running = watching || progress.data?.running === true;
  const system = useSystem();

  // Once the run is over, the page reads the system anew: the version it now runs.
  const finished = progress.data && !progress.data.running && progress.data.state !== 'unreachable';
  useEffect(() => {
    if (watching && finished && progress.data?.state !== 'idle') {
      setWatching(false);
      void system.refetch();
    }
  }, [watching, finished, progress.data?.state, system]);

  const onUpdate = async () => {
    const yes = await confirm(`${data.update.version} 버전으로 업데이트할까요?`, {
      confirmLabel: '업데이트',
      detail:
        '먼저 백업을 만든 뒤 새 버전을 시작합니다. 1~3분 동안 사이트가 열리지 않을 수 있습니다. 새 버전이 정상적으로 시작되지 않으면 저절로 이전 버전으로 되돌립니다.',
    });
    if (!yes) return;
    start.mutate(undefined, {
      onSuccess: (answer) => {
        setWatching(true);
        toast.success(
          answer.backup
            ? `백업(${answer.backup})을 만들고 업데이트를 시작했습니다.`
            : '업데이트를 시작했습니다.',
        );
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <section className={styles.update} aria-labelledby="update-title">
      <h2 id="update-title" className={styles.heading}>
        업데이트
      </h2>
      <p className={data.update.available ? styles.available : styles.note}>{feedLine(data)}</p>
      {data.update.notes ? <p className={styles.notes}>{data.update.notes}</p> : null}
      {data.update.agent ? (
        <>
          {data.update.available ? (
            <button
              type="button"
              className="button"
              onClick={onUpdate}
              disabled={start.isPending || running}
              aria-busy={start.isPending || running}
            >
              {running ? '업데이트 중…' : '업데이트'}
            </button>
          ) : null}
          <Progress progress={progress.data} failed={progress.isError && watching} />
        </>
      ) : (
        <ByHand />
      )}
    </section>
  );
}

function Progress({ progress, failed }: { progress: UpdateProgress | undefined; failed: boolean }) {
  if (failed)
    return (
      <p className={styles.note} role="status">
        새 버전이 시작되는 중입니다. 사이트가 잠시 열리지 않을 수 있습니다…
      </p>
    );
  if (!progress || progress.state === 'idle') return null;
  const when = progress.at ? ` (${formatSeoulDateTime(progress.at)})` : '';
  const change = `${progress.from ?? ''} → ${progress.to ?? ''}`;
  const [text, tone] = {
    updating: [`업데이트 중입니다: ${change}`, styles.note],
    done: [`업데이트를 마쳤습니다: ${change}${when}`, styles.good],
    'rolled-back': [
      `새 버전(${progress.to ?? ''})이 정상적으로 시작되지 않아 이전 버전으로 되돌렸습니다${when}. 데이터는 그대로입니다.`,
      styles.warn,
    ],
    failed: [`업데이트하지 못했습니다${when}. 사이트는 이전 버전 그대로입니다.`, styles.warn],
    unreachable: [
      '업데이트 도우미에 연결하지 못했습니다. 서버에서 updater 컨테이너가 실행 중인지 확인해 주세요.',
      styles.warn,
    ],
  }[progress.state];
  return (
    <div className={styles.progress} role="status">
      <p className={tone}>{text}</p>
      {progress.message && progress.state !== 'done' ? (
        <p className={styles.sub}>자세한 내용: {progress.message}</p>
      ) : null}
    </div>
  );
}

function ByHand() {
  return (
    <div className={styles.byHand}>
      <p className={styles.note}>
        이 서버에는 업데이트 도우미가 없어 여기서 업데이트할 수 없습니다. 서버에 접속해 사이트 폴더에서 다음을
        실행해 주세요. 먼저 백업을 만들고, 새 버전을 받아 다시 시작합니다.
      </p>
      <code className={styles.command}>cd /opt/studio</code>
      <code className={styles.command}>docker compose exec app npm run backup</code>
      <code className={styles.command}>git pull && docker compose up -d --build</code>
      <p className={styles.note}>
        Render나 Fly.io에서는 그 서비스의 화면에서 새 버전으로 다시 배포합니다. 자세한 방법과 되돌리는 방법은
        운영 안내서(docs/operations.md)에 있습니다.
      </p>
    </div>
  );
}
