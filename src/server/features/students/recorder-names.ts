/**
 * Lesson records keep who wrote them by account id (for the rules that need it); the history
 * shows the person by name, from the auth feature's directory. An account removed since is
 * shown by the id the record kept; a family's record as 가족.
 */
import type { LessonHistoryRecord, LessonRecord } from '#shared/schemas/students.ts';
import type { Db } from '../../db/database.ts';
import { accountNames } from '../auth/index.ts';

/** A family's absence is recorded by its session (`family-<id>`, family feature): no account id has a hyphen. */
function isFamily(recordedBy: string): boolean {
  return /^family-\d+$/.test(recordedBy);
}

export async function withRecorderNames(db: Db, records: LessonRecord[]): Promise<LessonHistoryRecord[]> {
  const names = await accountNames(
    db,
    records.map((record) => record.recordedBy),
  );
  return records.map((record) => ({
    ...record,
    recordedByName:
      names.get(record.recordedBy) ?? (isFamily(record.recordedBy) ? '가족' : record.recordedBy),
  }));
}
