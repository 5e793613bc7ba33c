/**
 * 시작하기: what a new studio has done of its first steps, each read from what is there — no
 * box is ticked by hand. Read-only over the tables of the features that own them (the Database
 * type), as the statistics read the ledger.
 */
import type { Checklist, ChecklistItem } from '#shared/schemas/setup.ts';
import type { Db } from '../../db/database.ts';
import { getStudioSettings } from '../site/index.ts';

/** What the checklist is told by the rest of the server (app.ts hands these in). */
export interface ChecklistSources {
  /** Any message sender set, in the environment or in the browser. */
  sendersSet(): Promise<boolean>;
  /**
   * Whether backups leave the machine (a bucket is set): a copy on the server's own disk, such
   * as the one made after the first migrations, is not a place a dead disk spares.
   */
  offsiteBackups(): Promise<boolean>;
  /** The address people use, when the server knows it. */
  publicUrl: string | undefined;
}

async function anyRow(query: Promise<unknown>): Promise<boolean> {
  return (await query) !== undefined;
}

export async function readChecklist(db: Db, sources: ChecklistSources): Promise<Checklist> {
  const [studio, teachers, students, series, oneOffs, senders, backup] = await Promise.all([
    // Version 1 is the first-start defaults; a later one was published by a person.
    getStudioSettings(db).then(({ version }) => version > 1),
    anyRow(
      db.selectFrom('users').select('id').where('role', 'in', ['teacher', 'pending']).executeTakeFirst(),
    ),
    anyRow(db.selectFrom('students').select('id').executeTakeFirst()),
    anyRow(db.selectFrom('lesson_series').select('id').executeTakeFirst()),
    anyRow(db.selectFrom('lesson_one_offs').select('id').executeTakeFirst()),
    sources.sendersSet(),
    sources.offsiteBackups(),
  ]);
  const done: Record<ChecklistItem, boolean> = {
    studio,
    teachers,
    students,
    timetable: series || oneOffs,
    senders,
    backup,
    https: sources.publicUrl?.startsWith('https://') ?? false,
  };
  return { items: Object.entries(done).map(([key, value]) => ({ key: key as ChecklistItem, done: value })) };
}
