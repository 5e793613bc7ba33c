import type { Generated } from 'kysely';

/** A sitting of practice a family logged (migration 042). */
export interface PracticeEntriesTable {
  id: Generated<number>;
  student_id: number;
  /** The day practised, Seoul, YYYY-MM-DD. */
  day: string;
  minutes: number;
  /** The piece, from the repertoire or typed; null when none was named. */
  piece: string | null;
  logged_at: string;
}

export interface PracticeTables {
  practice_entries: PracticeEntriesTable;
}
