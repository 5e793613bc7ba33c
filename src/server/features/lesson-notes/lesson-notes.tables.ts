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
}
