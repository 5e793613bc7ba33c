/**
 * Files on a lesson note (docs/decisions/078): a recording, a photo of the score, a PDF. The
 * kind is judged by the file's bytes on the server; these are the limits both sides show.
 */
import { z } from 'zod';

export const LESSON_FILE_KINDS = ['audio', 'image', 'pdf'] as const;
export type LessonFileKind = (typeof LESSON_FILE_KINDS)[number];

const MB = 1024 * 1024;
/** The largest file of each kind, as uploaded (an image is then re-encoded, much smaller). */
export const LESSON_FILE_MAX_BYTES: Record<LessonFileKind, number> = {
  audio: 20 * MB,
  image: 10 * MB,
  pdf: 10 * MB,
};
/** What one request may carry at most: the largest kind. */
export const LESSON_FILE_UPLOAD_MAX = 20 * MB;
/** Files on one lesson, and their stored bytes together. */
export const LESSON_FILES_PER_LESSON = 10;
export const LESSON_FILES_TOTAL_BYTES = 60 * MB;
/** A file's id: 128 random bits, so that no address can be guessed from another. */
export const LESSON_FILE_ID = /^[a-f0-9]{32}$/;

export const lessonFileKindLabel: Record<LessonFileKind, string> = {
  audio: '녹음',
  image: '악보 사진',
  pdf: 'PDF 악보',
};

export const lessonFile = z.object({
  id: z.string().meta({ description: '파일 번호 (무작위 32자리, 주소를 짐작할 수 없음)' }),
  kind: z.enum(LESSON_FILE_KINDS),
  mime: z
    .string()
    .meta({ description: '파일 내용으로 판단한 형식 (audio/mp4, image/webp, application/pdf …)' }),
  size: z.number().int().meta({ description: '저장한 크기 (바이트)' }),
  name: z.string().meta({ description: '올린 파일의 이름 (보여 주기용)' }),
  createdAt: z.string(),
});
export type LessonFile = z.infer<typeof lessonFile>;

/** `POST /api/lessonList/:id/files` → the stored file. */
export const uploadLessonFileResponse = lessonFile.extend({ message: z.string() });

/** `GET /api/lessonList/:id/files` (staff): the lesson's files, oldest first. */
export const lessonFilesResponse = z.object({ files: z.array(lessonFile) });

/** `/api/lesson-files/:id`: anything but a file id is no file (404), never a hint. */
export const lessonFileParams = z.object({ id: z.string().max(100) });

export const deleteLessonFileResponse = z.object({ message: z.string() });
