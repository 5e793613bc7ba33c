/**
 * The student list as last answered, per teacher (and one for the owner's list of everyone),
 * with the version of the list it was read at (`student_list_versions`, raised by triggers on
 * every change of a student or a lesson record: migration 024, decision 050). A request reads
 * the version — one row — and answers the kept JSON while it stands; else it reads the list
 * again. The version is read before the rows, so what is kept is never older than its version:
 * a change committed in between only makes the next request read again.
 *
 * The kept list went through the response schema once when it was read; the JSON is sent as it
 * is, so a request neither builds 200 rows nor serialises them again.
 */
import { sql } from 'kysely';
import { type StudentListItem, studentListResponse } from '#shared/schemas/students.ts';
import { compiledOnce, runCompiled } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { compressBody, type Encoding } from '../../plugins/compression.ts';

export interface KeptList {
  version: number;
  rows: StudentListItem[];
  json: string;
  /** Its length in bytes (UTF-8). */
  bytes: number;
  /** The JSON compressed, per coding, made the first time a browser asks for it. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** The kept JSON in `encoding`, compressed once for every request that accepts it. */
export function encodedList(list: KeptList, encoding: Encoding): Promise<Buffer> {
  let body = list.encoded.get(encoding);
  if (!body) {
    body = compressBody(encoding, Buffer.from(list.json));
    list.encoded.set(encoding, body);
  }
  return body;
}

/** Teachers of one studio, and a chain's: far more than one instance will see in a day. */
const MAX_KEPT = 500;

/** The version of a teacher's list, or of every teacher's together when `teacherId` is null. */
export async function listVersion(db: Db, teacherId: string | null): Promise<number> {
  // Compiled once (db/compiled-once.ts): it runs on every request for the list.
  const total = sql<number>`coalesce(sum(version), 0)`.as('version');
  const query =
    teacherId === null
      ? compiledOnce(db, 'student-list-version:all', () =>
          db.selectFrom('student_list_versions').select(total),
        )
      : compiledOnce(db, 'student-list-version:teacher', () =>
          db.selectFrom('student_list_versions').select(total).where('teacher_id', '=', ''),
        );
  const [row] = await runCompiled(db, query, teacherId === null ? [] : [teacherId]);
  return Number(row?.version ?? 0);
}

export class StudentListCache {
  readonly #kept = new Map<string, KeptList>();

  /** The list of `teacherId` (null: everyone's), from memory while its version stands. */
  async get(db: Db, teacherId: string | null, read: () => Promise<StudentListItem[]>): Promise<KeptList> {
    const key = teacherId ?? '';
    const version = await listVersion(db, teacherId);
    const kept = this.#kept.get(key);
    if (kept && kept.version === version) return kept;
    const rows = studentListResponse.parse(await read());
    const json = JSON.stringify(rows);
    const fresh = { version, rows, json, bytes: Buffer.byteLength(json), encoded: new Map() };
    // Newest last: when full, the list read longest ago goes first.
    this.#kept.delete(key);
    this.#kept.set(key, fresh);
    if (this.#kept.size > MAX_KEPT) this.#kept.delete(this.#kept.keys().next().value as string);
    return fresh;
  }
}
