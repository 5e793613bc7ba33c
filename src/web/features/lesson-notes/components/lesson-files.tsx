/**
 * 파일 in the note dialog: the lesson's recordings, photos of the score and PDFs, each to play
 * or open and to delete; 녹음하기 (the recorder, loaded when tapped) and 파일 고르기. Loaded with
 * the dialog, not with the back office: the players and the recorder are for the few who open it.
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import {
  LESSON_FILE_MAX_BYTES,
  LESSON_FILE_UPLOAD_MAX,
  type LessonFile,
  lessonFileKindLabel,
} from '#shared/schemas/lesson-files.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import {
  lessonFileUrl,
  useDeleteLessonFile,
  useLessonFiles,
  useUploadLessonFile,
} from '../api/lesson-files-api.ts';
import { fileSize } from '../lib/file-size.ts';
import styles from './lesson-files.module.css';

const AudioRecorder = lazy(() => import('./audio-recorder.tsx'));

const ACCEPT = 'audio/*,.m4a,.mp3,.ogg,.wav,.webm,image/jpeg,image/png,image/webp,application/pdf';

function FileRow({ file, onDelete }: { file: LessonFile; onDelete(file: LessonFile): void }) {
  const [playing, setPlaying] = useState(false);
  const label = lessonFileKindLabel[file.kind];
  return (
    <li className={styles.file}>
      <div className={styles.fileHead}>
        <span className={styles.kind}>{label}</span>
        <span className={styles.name}>{file.name}</span>
        <span className={styles.size}>{fileSize(file.size)}</span>
      </div>
      <div className={styles.row}>
        {file.kind === 'audio' ? (
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={playing}
            aria-label={`${file.name} ${playing ? '닫기' : '듣기'}`}
            onClick={() => setPlaying((open) => !open)}
          >
            {playing ? '닫기' : '듣기'}
          </button>
        ) : (
          <a
            className="button button-secondary"
            href={lessonFileUrl(file.id)}
            target="_blank"
            rel="noopener"
            aria-label={`${file.name} 열기 (새 창)`}
          >
            열기
          </a>
        )}
        <button
          type="button"
          className="button button-secondary"
          aria-label={`${file.name} 지우기`}
          onClick={() => onDelete(file)}
        >
          지우기
        </button>
      </div>
      {playing ? (
        // biome-ignore lint/a11y/useMediaCaption: a lesson recording has no captions to offer
        <audio
          className={styles.player}
          controls
          autoPlay
          preload="none"
          src={lessonFileUrl(file.id)}
          aria-label={file.name}
        />
      ) : null}
    </li>
  );
}

export default function LessonFiles({ lessonId }: { lessonId: number }) {
  const id = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const files = useLessonFiles(lessonId);
  const upload = useUploadLessonFile(lessonId);
  const remove = useDeleteLessonFile();
  const [recording, setRecording] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const send = async (file: File): Promise<boolean> => {
    setFailure(null);
    // Refuse at once what the server would refuse after the whole upload.
    if (file.size > LESSON_FILE_UPLOAD_MAX) {
      setFailure(
        `파일이 너무 큽니다. 녹음은 ${LESSON_FILE_MAX_BYTES.audio / 1024 / 1024}MB, 악보 사진과 PDF는 10MB까지 올릴 수 있습니다.`,
      );
      return false;
    }
    try {
      toast.success((await upload.mutateAsync(file)).message);
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '파일을 올리지 못했습니다.');
      return false;
    }
  };

  const pick = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await send(file);
  };

  const askDelete = async (file: LessonFile) => {
    const sure = await confirm('이 파일을 지우시겠습니까?', { confirmLabel: '지우기', detail: file.name });
    if (!sure) return;
    try {
      toast.success((await remove.mutateAsync(file.id)).message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '파일을 지우지 못했습니다.');
    }
  };

  const list = files.data?.files ?? [];
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        파일 <span className={styles.count}>{list.length > 0 ? `${list.length}개` : ''}</span>
      </h3>
      <p className={styles.hint}>녹음, 악보 사진, PDF 악보는 노트를 공개하면 가족도 볼 수 있습니다.</p>
      {files.isError ? <p role="alert">{files.error.message}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.files} aria-label="올린 파일">
          {list.map((file) => (
            <FileRow key={file.id} file={file} onDelete={askDelete} />
          ))}
        </ul>
      ) : null}
      {recording ? (
        <Suspense fallback={<p className={styles.hint}>녹음기를 준비하는 중…</p>}>
          <AudioRecorder saving={upload.isPending} onSave={send} onClose={() => setRecording(false)} />
        </Suspense>
      ) : (
        <div className={styles.row}>
          <button type="button" className="button button-secondary" onClick={() => setRecording(true)}>
            녹음하기
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={upload.isPending}
            onClick={() => picker.current?.click()}
          >
            {upload.isPending ? '올리는 중…' : '파일 고르기'}
          </button>
          <input
            ref={picker}
            id={`${id}-file`}
            className={styles.hidden}
            type="file"
            accept={ACCEPT}
            aria-label="올릴 파일"
            tabIndex={-1}
            onChange={pick}
          />
        </div>
      )}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </section>
  );
}
