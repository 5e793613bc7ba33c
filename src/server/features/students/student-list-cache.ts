/**
 * The student list as last answered, per teacher (and one for the owner's list of everyone),
 * with the version of the list it was read at (`student_list_versions`, raised by triggers on
 * every change of a student, a lesson record or a payment: migrations 024 and 026, decisions
 * 050 and 059). A request reads the version — one row — and answers the kept JSON while it
 * stands (lib/kept-json.ts); else it reads the list again.
 */
import { type StudentListItem, studentListResponse } from '#shared/schemas/students.ts';
import type { Db } from '../../db/database.ts';
import { KeptAnswers, type KeptJson } from '../../lib/kept-json.ts';
import { dataVersion } from './data-version.queries.ts';

/** Teachers of one studio, and a chain's: far more than one instance will see in a day. */
const MAX_KEPT = 500;
/** About 40 KB a list of 200 students. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

export class StudentListCache {
  readonly #answers = new KeptAnswers<StudentListItem[]>({ entries: MAX_KEPT, bytes: MAX_KEPT_BYTES });

  /** The list of `teacherId` (null: everyone's), from memory while its version stands. */
  async get(
    db: Db,
    teacherId: string | null,
    read: () => Promise<StudentListItem[]>,
  ): Promise<KeptJson<StudentListItem[]>> {
    const version = await dataVersion(db, teacherId);
    return this.#answers.get(teacherId ?? '', version, async () => studentListResponse.parse(await read()));
  }
}
