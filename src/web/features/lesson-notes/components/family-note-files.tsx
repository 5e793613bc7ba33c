/**
 * The files of a shared note in the portal: a recording plays in place (the browser's own
 * player, fetching ranges as it plays), a photo of the score or a PDF opens in a new tab. The
 * addresses answer only this family's session.
 */
import type { LessonFile } from '#shared/schemas/lesson-files.ts';
import { lessonFileKindLabel } from '#shared/schemas/lesson-files.ts';
import { lessonFileUrl } from '../api/lesson-files-api.ts';
import { fileSize } from '../lib/file-size.ts';
import styles from './family-note-files.module.css';

export function FamilyNoteFiles({ files }: { files: LessonFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label="선생님이 올린 파일">
      {files.map((file) => (
        <li key={file.id} className={styles.file}>
          <span className={styles.fileName}>
            {lessonFileKindLabel[file.kind]} · {file.name}{' '}
            <span className={styles.fileSize}>{fileSize(file.size)}</span>
          </span>
          {file.kind === 'audio' ? (
            // biome-ignore lint/a11y/useMediaCaption: a lesson recording has no captions to offer
            <audio
              className={styles.player}
              controls
              preload="metadata"
              src={lessonFileUrl(file.id)}
              aria-label={file.name}
            />
          ) : (
            <a className={styles.open} href={lessonFileUrl(file.id)} target="_blank" rel="noopener">
              {file.kind === 'pdf' ? 'PDF 열기' : '사진 보기'}
              <span className="visually-hidden"> ({file.name}, 새 창)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
