import { UPLOAD_FAILED, type UploadState } from '../../lib/use-image-upload.ts';
import styles from './upload-status.module.css';

/** "이미지 업로드 중..." with a progress bar, or the red failure message (spec §2, §8). */
export function UploadStatus({ state, className = '' }: { state: UploadState; className?: string }) {
  return (
    <>
      <div role="status" className={`${styles.status} ${className}`}>
        {state.status === 'uploading' ? (
          <>
            <span>이미지 업로드 중... {Math.round(state.progress * 100)}%</span>
            <progress
              className={styles.progress}
              max={1}
              value={state.progress}
              aria-label="이미지 업로드 진행률"
            />
          </>
        ) : null}
      </div>
      <div role="alert" className={`${styles.error} ${className}`}>
        {state.status === 'error' ? (
          <>
            {UPLOAD_FAILED}
            {state.detail ? ` ${state.detail}` : null}
          </>
        ) : null}
      </div>
    </>
  );
}
