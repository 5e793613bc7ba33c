/**
 * 복구 키: the passphrase the server made, shown this once, with what a restore on a new
 * machine needs beside it (the bucket's address, name, folder and access key id), on a sheet
 * to print and keep away from the server.
 */

import type { BackupTarget } from '#shared/schemas/backup.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import styles from './recovery-sheet.module.css';

export function RecoverySheet({
  passphrase,
  target,
  onClose,
}: {
  passphrase: string;
  target: BackupTarget;
  onClose(): void;
}) {
  return (
    <Dialog
      title="복구 키"
      onClose={onClose}
      role="alertdialog"
      width={620}
      describedBy="recovery-sheet-lead"
    >
      <div className={styles.sheet}>
        <p id="recovery-sheet-lead" className={styles.lead}>
          이 백업 암호는 지금 한 번만 보여 드립니다. 인쇄하거나 받아 적어 서버와 떨어진 안전한 곳에 보관해
          주세요. 암호를 잃어버리면 외부 저장소의 백업을 되살릴 수 없습니다.
        </p>
        <h3 className={styles.printTitle}>학원 사이트 복구 키</h3>
        <dl className={styles.details}>
          <dt>백업 암호</dt>
          <dd>
            <code className={styles.passphrase}>{passphrase}</code>
          </dd>
          <dt>저장소 주소</dt>
          <dd>{target.endpoint}</dd>
          <dt>리전</dt>
          <dd>{target.region}</dd>
          <dt>버킷 · 폴더</dt>
          <dd>
            {target.bucket}
            {target.prefix ? ` / ${target.prefix}` : ''}
          </dd>
          <dt>접근 키</dt>
          <dd>{target.accessKeyId}</dd>
          <dt>만든 때</dt>
          <dd>{target.updatedAt ? formatSeoulDateTime(target.updatedAt) : ''}</dd>
        </dl>
        <p className={styles.how}>
          새 서버에서 되살리기: 사이트를 설치한 폴더에서 <code>npm run restore -- --from-bucket</code>을
          실행하고 위의 값과 비밀 키, 백업 암호를 입력합니다. 비밀 키는 저장소 서비스에서 다시 발급할 수
          있습니다.
        </p>
      </div>
      <div className={styles.buttons}>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          인쇄
        </button>
        <button type="button" className="button" onClick={onClose}>
          보관했습니다
        </button>
      </div>
    </Dialog>
  );
}
