import type { Generated } from 'kysely';

/** A lesson record's note (migration 033): covered, homework, a staff-only line, shared or not. */
export interface LessonNotesTable {
  /** The lesson record (lessons_given.id) it belongs to; one note per record. */
  lesson_id: number;
  student_id: number;
  covered: string;
  homework: string;
  /** For staff only: never answered to a family. */
  private_note: string;
  /** 1 when the family sees it. */
  shared: number;
  /** When it was first shared (the one message goes then); null while never shared. */
  shared_at: string | null;
  /** The account that last saved it. */
  updated_by: string;
  created_at: string;
  updated_at: string;
}

export interface LessonNotesTables {
  lesson_notes: LessonNotesTable;
  repertoire_pieces: RepertoirePiecesTable;
  lesson_files: LessonFilesTable;
  lesson_file_chunks: LessonFileChunksTable;
}

export type RepertoireStage = '시작' | '연습 중' | '완성' | '발표';

/** A piece on a student's 진도표 (migration 034), with the day it reached each stage. */
export interface RepertoirePiecesTable {
  id: Generated<number>;
  student_id: number;
  title: string;
  stage: RepertoireStage;
  started_on: string | null;
  practising_on: string | null;
  completed_on: string | null;
  performed_on: string | null;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

/** A file on a lesson record's note (migration 041). */
export interface LessonFilesTable {
  /** 32 random hex digits. */
  id: string;
  lesson_id: number;
  student_id: number;
  kind: 'audio' | 'image' | 'pdf';
  /** The type its bytes say it is, as served. */
  mime: string;
  /** The extension of its stored name (`lf-<id>.<ext>` on disk). */
  ext: string;
  size: number;
  /** The uploaded file's name, for display. */
  name: string;
  created_by: string;
  created_at: string;
}

/** A file's bytes in pieces, when files live in the database. */
export interface LessonFileChunksTable {
  file_id: string;
  seq: number;
  data: Buffer;
}
